"""Stop 46, zhready (ADR 0108 amendment "Stop 46, zhready"): a bare readiness, waiting to be
unwatched, things laid out for after, a place no one finds.

- the look-alike frames never route: a bare readiness beside a clock time only or beside an
  ordinary occasion; a wait whose own errand is told; things left for an errand's visitor; a
  place no one finds told by someone else, or a thing hidden there;
- adding a negated or a third-party clause as a later turn never raises a window's score;
- routes never go down across turns: a calm turn after a routed window keeps its route.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from tests.property.risk.turn_invariants import a_later_turn_never_raises, routes_never_go_down

HEAD = st.sampled_from(["", "东西", "该准备的", "该弄的", "一切", "我这边"])
VERB = st.sampled_from(["备齐", "准备好", "准备妥当", "弄好", "搞定"])
READY = st.builds(lambda head, verb: f"{head}都{verb}了", HEAD, VERB)
CLOCK = st.sampled_from(
    ["明早九点", "周五下午三点", "今晚十二点", "明天上午十点", "下周一早上八点", "后天中午"])
OCCASION = st.sampled_from([
    "明天公司年会，我负责布置会场", "下周一考研复试", "周六去三亚，机票酒店都订了",
    "今晚给闺蜜办生日惊喜", "婚礼就在下个月", "明天面试", "搬家定在明早九点",
    "ddl明早九点，这次死定了", "婆婆人不错，帮我照顾孩子，我才能安心上班",
    "休产假的时间定了，在那之前把手上的项目都交接好",
])
KIN = st.sampled_from(["爸妈", "室友", "老公", "老婆", "我妈", "家里人"])
AWAY = st.sampled_from(["出差", "回老家", "值夜班", "去外地旅游"])
ALONE = st.one_of(
    st.builds(lambda kin, away: f"{kin}{away}那几天", KIN, AWAY),
    st.builds(lambda kin, away: f"{kin}这周{away}，正好", KIN, AWAY),
    st.sampled_from(["这周末家里就我一个人", "今晚家里只有我一个人", "等他们都睡着了",
                     "等家里没人的时候"]),
)
ERRAND = st.sampled_from([
    "我再追剧", "我就大声唱歌", "我偷偷把礼物放进圣诞袜里", "我就可以安心打游戏了",
    "我要把客厅彻底大扫除一遍",
])
VISITOR = st.sampled_from(["快递员", "阿姨来打扫", "房东下午", "修水管的师傅"])
THINGS = st.sampled_from(["钥匙", "钥匙和门禁卡", "备用钥匙", "房租"])
SPOT = st.sampled_from(["门口地垫下面", "桌上的杯子底下", "鞋柜上", "茶几上"])
TELLER = st.sampled_from(["我表哥", "我同事", "朋友", "导游", "我爸"])
SAYS = st.sampled_from(["说", "听说", "告诉我"])
PLACE = st.sampled_from(["那地方很偏", "那里很偏", "那边太偏了", "那个地方很偏"])
FIND = st.sampled_from(["没人找得到", "谁都找不到", "不会有人找到"])
HIDDEN = st.sampled_from(["藏私房钱", "藏备用钥匙", "藏日记本", "放零食"])
LATER = st.sampled_from([
    "我没有想过伤害自己", "我不会做傻事的", "我同事说他也准备好了", "我朋友说她家里就她一个人",
    "我表哥说那地方很偏，没人找得到",
])
CALM = st.sampled_from(["今天天气还行", "谢谢你听我说", "晚饭吃了面条", "嗯"])
RISKY = st.sampled_from([
    ["爸妈出差那几天", "该弄的都弄好了"],
    ["这周末家里就我一个人", "我这边都准备好了"],
    ["等他们都睡着了就可以了", "药在枕头底下"],
    ["室友这周回老家，正好", "绳子早就买好了"],
    ["钥匙和卡都压在桌上的杯子底下，他们会看到的", "我真的不想活了"],
    ["我找了一个没人找得到的地方"],
    ["我不想活了", "那个地方很偏，不会有人找到"],
    ["明早九点", "都准备好了"],
    ["等家里没人的时候"],
])


@settings(max_examples=60, deadline=None)
@given(CLOCK, READY, st.booleans())
def test_a_bare_readiness_beside_a_clock_time_only_never_routes(
    clock: str, ready: str, first: bool
) -> None:
    window = [clock, ready] if first else [ready, clock]
    assert score_window(window).score < 0.70


@settings(max_examples=60, deadline=None)
@given(OCCASION, READY)
def test_a_bare_readiness_beside_an_ordinary_occasion_never_routes(
    occasion: str, ready: str
) -> None:
    assert score_window([occasion, ready]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(ALONE, READY, st.booleans())
def test_a_time_alone_and_a_bare_readiness_are_high(alone: str, ready: str, first: bool) -> None:
    window = [alone, ready] if first else [ready, alone]
    assert score_window(window).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(ALONE)
def test_waiting_to_be_unwatched_alone_is_at_most_medium(alone: str) -> None:
    assert score_window([alone]).score < 0.95


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["等孩子们都睡着了", "等家里没人的时候", "等他们都出门了"]), ERRAND)
def test_a_wait_for_an_errand_never_routes(wait: str, errand: str) -> None:
    assert score_window([f"{wait}{errand}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(THINGS, SPOT, VISITOR)
def test_things_left_for_a_visitor_never_route(things: str, spot: str, visitor: str) -> None:
    assert score_window([f"{things}都压在{spot}了，{visitor}会看到的"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(TELLER, SAYS, PLACE, FIND)
def test_a_place_no_one_finds_told_by_someone_else_never_routes(
    teller: str, says: str, place: str, find: str
) -> None:
    assert score_window([f"{teller}{says}{place}，{find}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(HIDDEN, st.sampled_from(["我找了一个没人找得到的地方", "我找到一个谁也找不到的地方"]))
def test_a_thing_hidden_where_no_one_finds_it_never_routes(hidden: str, place: str) -> None:
    assert score_window([f"{place}{hidden}"]).score < 0.70


test_a_negated_or_third_party_turn_never_raises = a_later_turn_never_raises(RISKY, LATER)


test_routes_never_go_down_across_turns = routes_never_go_down(RISKY, CALM)
