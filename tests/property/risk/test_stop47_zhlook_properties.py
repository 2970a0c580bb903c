"""Stop 47, zhlook (ADR 0108 amendment "Stop 47, zhlook"): slang for one's own death, a container
poured into the mouth then felt, a readiness then the watcher's going, valuables and a letter left
at a kin's place; a wish undone by the next try at a failed goal, the day's doses then sleepiness.

- each kind drawn from its parts is high (the literary register beside a time too); its
  look-alike frame never routes;
- a method, a hoard or a time added beside an undone wish or the day's doses never lowers it below
  high: the venting and the regimen hold only when nothing of a plan is told;
- adding a negated or a third-party turn never raises a window's score, and a calm turn after a
  routed window keeps its route.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from tests.property.risk.turn_invariants import a_later_turn_never_raises, routes_never_go_down

WHEN = st.sampled_from(["今晚", "明天", "现在", "马上", "今天"])
WHO = st.sampled_from(["", "我", "鼠鼠", "俺", "老头子我"])
BEYOND = st.sampled_from(["去投胎", "去见太奶", "去见阎王", "去天堂报到", "去喝孟婆汤"])
WISH = st.sampled_from(["想", "准备", "打算"])
SLANG = st.one_of(
    st.builds(lambda who, wish, when, go: f"{who}{wish}{when}就{go}了", WHO, WISH, WHEN, BEYOND),
    st.builds(lambda who, when: f"{who}真想{when}就嘎了", WHO, WHEN),
    st.builds(lambda when: f"这辈子太烂了，{when}就重开", WHEN),
)
POETIC = st.sampled_from(["此生已尽", "我便随江水而去", "人间走一遭，也该回去了", "世间再无我",
                          "我便化作一缕青烟", "人生这局我投降了"])
POETIC_THINGS = st.sampled_from(["落叶随风而去，秋天真美", "这首歌唱的是随江水而去的爱情",
                                 "此生已尽力，无怨无悔", "这局游戏我准备投降了"])
THING_GONE = st.sampled_from(["手机", "电脑", "这局", "我的号", "路由器", "这次考试"])
# ("副本打崩了，直接重开" is the learned layer's 0.70 alone, on main too: a known limit)
RESTART = st.sampled_from(["游戏打输了", "这个存档太烂了", "这把开局不好", "卡关了"])

FILLER = st.sampled_from(["", "刚才", "一口气", "攒的那些", "抽屉里那些我", "把那盒"])
INTO = st.sampled_from(["全倒进嘴里了", "全塞嘴里了", "全灌下去了", "全咽下去了", "全拆了塞进嘴里"])
FELT = st.sampled_from(["头好晕", "眼皮越来越沉", "手在抖", "心跳得好快", "眼前发黑", "天旋地转的"])
FOOD = st.sampled_from(["那包薯片", "一整瓶可乐", "那盒饼干", "一把瓜子", "那罐啤酒"])
TASTE = st.sampled_from(["好撑", "太咸了", "好爽", "真香", "有点腻"])

READY = st.sampled_from(["东西都收拾好了", "该准备的都准备齐了", "一切都安排妥当了", "都弄好了"])
KIN = st.sampled_from(["老公", "老婆", "室友", "我妈", "爸妈", "孩子他爸", "老伴"])
SOON = st.sampled_from(["这周", "下周", "明天", "月底"])
AWAY = st.sampled_from(["出差", "回娘家", "上夜班", "去外地", "出国", "回老家"])
BACK = st.sampled_from(["回来就去旅游", "回来我们去吃大餐", "回来一起去看电影",
                        "，我就回娘家住几天", "，我去同学家住", "我就搬进主卧"])

VALUABLES = st.sampled_from(["存折、房本", "银行卡和工资卡", "金项链、存单", "房产证和钥匙"])
LETTER = st.sampled_from(["一封给女儿的信", "写给我妈的信", "遗书"])
PLACE = st.sampled_from(["她枕头底下", "我妈的抽屉里", "爸爸的衣柜里", "老公的床头"])
REASON = st.sampled_from(["防止被小偷偷走", "明天去办过户", "给她的生日惊喜", "让她帮忙保管"])

FAILED = st.sampled_from(["考研失败了", "比赛又输了", "面试又被刷了", "期末又挂科了"])
# a diet or a driving test named in the sentence is an ordinary use that takes a means beside it
# (a skipping rope, diet pills; on main too: a known limit), so the plan property draws the
# other goals only
FAILED_AT_A_USE = st.sampled_from(["减肥又失败了", "驾照科目二又挂了", "科目三又没过"])
VENT = st.sampled_from(["好想死啊", "真想死", "不想活了", "想死的心都有了"])
AGAIN = st.sampled_from(["不过明年再来", "不过下周再约", "但明天继续", "不过下个月接着投",
                         "明年接着练"])
PLAN = st.sampled_from(["绳子都买好了", "刀已经买好了", "今晚就去楼顶", "遗书写好了"])
DOSE = st.sampled_from(["睡前的药都吃了", "今天的药都吃了", "晚上的药我都吃了", "早上的药都吃了"])
SLEEPY = st.sampled_from(["现在好困", "有点犯困，先睡了", "现在想睡", "好困，先眯一会儿"])
OWN_RISK = st.sampled_from(["我不想活了", "活着太累了，不想再撑了", "我就是个累赘"])

LATER = st.sampled_from([
    "我没有想过伤害自己", "我不会做傻事的", "我表妹说她想紫砂，我好担心她",
    "我同事说他今晚就去投胎了，开玩笑的", "我朋友的手机嘎了",
])
CALM = st.sampled_from(["今天天气还行", "谢谢你听我说", "晚饭吃了面条", "嗯"])
RISKY = st.sampled_from([
    ["鼠鼠我啊，今晚就要紫砂了"],
    ["我准备今晚就去投胎了"],
    ["一整瓶都倒进嘴里了，嘴里好苦，头越来越沉"],
    ["东西都收拾好了，等老婆下周回娘家"],
    ["存折、房本和一封给女儿的信，都压在她枕头底下了"],
    ["我不想活了", "药都吃了，现在好困"],
])


@settings(max_examples=60, deadline=None)
@given(SLANG)
def test_slang_for_ones_own_death_on_a_day_is_high(said: str) -> None:
    assert score_window([said]).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(POETIC, st.sampled_from(["今晚", "明天", "今夜", "明早"]), st.booleans())
def test_a_poetic_end_beside_a_time_is_high(poetic: str, when: str, first: bool) -> None:
    window = [poetic, f"{when}就走"] if first else [f"{when}，{poetic}"]
    assert score_window(window).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(POETIC_THINGS, WHEN)
def test_a_things_poetic_going_never_routes(said: str, when: str) -> None:
    assert score_window([f"{said}，{when}去看展"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(THING_GONE, RESTART)
def test_a_things_end_or_a_games_restart_never_routes(thing: str, restart: str) -> None:
    assert score_window([f"{thing}嘎了"]).score < 0.70
    assert score_window([f"{restart}，直接重开"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(FILLER, INTO, FELT)
def test_all_of_it_poured_in_then_felt_is_high(filler: str, into: str, felt: str) -> None:
    assert score_window([f"{filler}{into}，{felt}"]).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(FOOD, st.sampled_from(["全倒进嘴里了", "都塞进嘴里了", "一口闷了"]), TASTE)
def test_a_food_or_a_drink_put_in_the_mouth_never_routes(food: str, into: str, taste: str) -> None:
    assert score_window([f"{food}{into}，{taste}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(READY, KIN, SOON, AWAY, st.booleans())
def test_a_readiness_then_a_wait_for_the_watcher_to_go_is_high(
    ready: str, kin: str, soon: str, away: str, one_turn: bool
) -> None:
    wait = f"等{kin}{soon}{away}"
    window = [f"{ready}，{wait}"] if one_turn else [ready, wait]
    assert score_window(window).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(READY, KIN, SOON, AWAY, BACK)
def test_a_wait_for_the_watcher_to_come_back_or_for_ones_own_stay_never_routes(
    ready: str, kin: str, soon: str, away: str, back: str
) -> None:
    assert score_window([f"{ready}，等{kin}{soon}{away}{back}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(VALUABLES, LETTER, PLACE)
def test_valuables_and_a_letter_left_at_a_kins_place_are_high(
    valuables: str, letter: str, place: str
) -> None:
    assert score_window([f"{valuables}和{letter}都压在{place}了"]).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(VALUABLES, PLACE, REASON)
def test_valuables_put_away_for_a_reason_never_route(
    valuables: str, place: str, reason: str
) -> None:
    assert score_window([f"{valuables}都放在{place}了，{reason}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(st.one_of(FAILED, FAILED_AT_A_USE), VENT, AGAIN)
def test_a_wish_undone_by_the_next_try_never_routes(failed: str, vent: str, again: str) -> None:
    assert score_window([f"{failed}，{vent}，{again}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(FAILED, VENT, AGAIN, PLAN)
def test_a_plan_beside_an_undone_wish_keeps_it_high(
    failed: str, vent: str, again: str, plan: str
) -> None:
    assert score_window([f"{failed}，{vent}，{plan}，{again}"]).score >= 0.95


@settings(max_examples=60, deadline=None)
@given(DOSE, SLEEPY)
def test_the_days_doses_then_sleepiness_never_route(dose: str, sleepy: str) -> None:
    assert score_window([f"{dose}，{sleepy}"]).score < 0.70


@settings(max_examples=60, deadline=None)
@given(OWN_RISK, DOSE, SLEEPY)
def test_the_days_doses_beside_a_risk_of_ones_own_are_high(
    risk: str, dose: str, sleepy: str
) -> None:
    assert score_window([risk, f"{dose}，{sleepy}"]).score >= 0.95


test_a_negated_or_third_party_turn_never_raises = a_later_turn_never_raises(RISKY, LATER)


test_routes_never_go_down_across_turns = routes_never_go_down(RISKY, CALM)
