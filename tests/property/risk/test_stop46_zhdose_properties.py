"""Stop 46, zhdose (ADR 0108 amendment "Stop 46, zhdose"): five Chinese readings told with nothing
of death named — an amount judged enough, a swallowing felt in the body, a place scouted with its
ease, a space sealed beside a means, a try failed by a hair with the next resolved on.

- each kind, drawn from its parts, is high;
- its look-alike frame (the object named: money, food, an exam; or what it is for: a trip, a
  view, a walk, the winter) never routes;
- someone else's telling of the same words, or the speaker's denial of them, added to a
  look-alike never raises its route;
- a route never goes down when an ordinary turn follows, and a turn before never lowers it.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window

ENOUGH = st.sampled_from(["完全够了", "应该够了", "肯定够了", "绰绰有余了", "估计够了"])
DOSE = st.sampled_from(["我查过剂量了", "剂量我算好了", "按我的体重算过了", "剂量我对过了"])
STRETCH = st.sampled_from(["两个月", "大半年", "三个星期", "快一年", "好几个月"])
HOARD = st.sampled_from(["攒", "囤"])
OBJECT = st.sampled_from(["钱", "工资", "猫粮", "积分", "零花钱", "复习资料"])
PURPOSE = st.sampled_from(["买相机", "交房租", "下个月去旅游", "请同事吃饭", "过年回老家"])
ENOUGH_JUDGED = st.one_of(
    st.builds(lambda dose, enough: f"{dose}，{enough}", DOSE, ENOUGH),
    st.builds(lambda hoard, stretch, enough: f"{hoard}了{stretch}，{enough}", HOARD, STRETCH,
              ENOUGH))
ENOUGH_FOR_SOMETHING = st.one_of(
    st.builds(lambda obj, hoard, stretch, enough: f"{obj}{hoard}了{stretch}，{enough}", OBJECT,
              HOARD, STRETCH, ENOUGH),
    st.builds(lambda hoard, stretch, enough, purpose: f"{hoard}了{stretch}，{enough}，{purpose}",
              HOARD, STRETCH, ENOUGH, PURPOSE))

SWALLOWED = st.sampled_from([
    "一口气把剩下的全吞了", "刚才都咽下去了", "已经全都吞了", "剩下的我全干吞了",
    "刚刚一下子全吞了"])
FELT = st.sampled_from([
    "现在想睡", "头好晕", "手一直在抖", "心跳得好快", "眼前有点发黑", "站都站不稳"])
FOOD = st.sampled_from(["饭", "蛋糕", "饺子", "那碗面", "零食"])
FULL = st.sampled_from(["好撑", "好饱", "太好吃了", "有点腻"])
SWALLOWED_FELT = st.builds(lambda swallowed, felt: f"{swallowed}，{felt}", SWALLOWED, FELT)
A_MEAL_FELT = st.one_of(
    st.builds(lambda food, felt: f"一口气把剩下的{food}全吃了，{felt}", FOOD, FELT),
    st.builds(lambda swallowed, full, felt: f"{swallowed}，{full}，{felt}", SWALLOWED, FULL, FELT))

WHEN = st.sampled_from(["白天", "昨天", "前两天", "下午"])
PLACE = st.sampled_from(["桥上", "楼顶", "江边", "天台", "河边"])
EASE = st.sampled_from(["栏杆不高", "晚上没人", "人最少", "能直接上去", "没有护栏"])
LIKED = st.sampled_from(["适合拍照", "风景不错", "适合夜跑", "钓鱼应该不错", "挺安静的"])
SCOUTED = st.builds(lambda when, place, ease: f"{when}去{place}看过了，{ease}", WHEN, PLACE, EASE)
SCOUTED_FOR_A_USE = st.builds(
    lambda when, place, ease, liked: f"{when}去{place}看过了，{ease}，{liked}",
    WHEN, PLACE, EASE, LIKED)

GARAGE = st.sampled_from(["车库门关好了", "车库的卷帘门拉下来了", "车库门锁上了"])
ENGINE = st.sampled_from(["车里的油是满的", "车没熄火", "油箱加满了"])
ROOF = st.sampled_from(["天台的门没锁", "楼顶的门没锁", "顶楼那扇门一推就开"])
HEIGHT = st.sampled_from(["楼有三十层", "二十多层", "下面是水泥地"])
SEALED = st.one_of(st.builds(lambda garage, engine: f"{garage}，{engine}", GARAGE, ENGINE),
                   st.builds(lambda roof, height: f"{roof}，{height}", ROOF, HEIGHT))
FOR_THE_CAR_OR_THE_ROOF = st.sampled_from(["明天出发去自驾游", "在热车", "我们上去晒被子",
                                           "物业说太危险了"])
SEALED_FOR_A_USE = st.one_of(
    st.builds(lambda garage, engine, use: f"{garage}，{engine}，{use}", GARAGE, ENGINE,
              FOR_THE_CAR_OR_THE_ROOF),
    st.builds(lambda roof, height, use: f"{roof}，{height}，{use}", ROOF, HEIGHT,
              FOR_THE_CAR_OR_THE_ROOF))

LAST_TIME = st.sampled_from(["上次差一点", "上回差点就成了", "那次只差一点"])
NEXT_TIME = st.sampled_from(["下次不会手软", "这回不会再犹豫", "下回绝不心软", "这次不会再失手"])
CONTEST = st.sampled_from(["考试", "比赛", "面试", "减肥", "抢票"])
AGAIN = st.builds(lambda last, then: f"{last}，{then}", LAST_TIME, NEXT_TIME)
AGAIN_AT_A_CONTEST = st.builds(
    lambda contest, then: f"上次{contest}差一点，{then}", CONTEST, NEXT_TIME)

RISKY = st.one_of(ENOUGH_JUDGED, SWALLOWED_FELT, SCOUTED, SEALED, AGAIN)
LOOK_ALIKE = st.one_of(ENOUGH_FOR_SOMETHING, A_MEAL_FELT, SCOUTED_FOR_A_USE, SEALED_FOR_A_USE,
                       AGAIN_AT_A_CONTEST)
OTHERS = st.sampled_from(["他说他", "我朋友说她", "我室友", "我表哥说他", "隔壁邻居说他"])
THEIRS = st.builds(lambda who, risky: f"{who}{risky.split('，')[0]}", OTHERS, RISKY)
DENIED = st.sampled_from(["我没查过剂量，也没攒什么", "我没去桥上看过", "我没吞什么东西",
                          "门缝我没封，也没买炭", "我从来没试过，也不会去试"])
ORDINARY = st.sampled_from(["今天吃了火锅", "晚上看了会儿剧", "下午去剪了头发", "明天周一",
                            "我妈刚打电话来"])


def route(window: list[str]) -> int:
    score = score_window(window).score
    return 2 if score >= 0.95 else 1 if score >= 0.70 else 0


@settings(max_examples=80, deadline=None)
@given(RISKY)
def test_each_kind_drawn_from_its_parts_is_high(risky: str) -> None:
    assert route([risky]) == 2


@settings(max_examples=80, deadline=None)
@given(LOOK_ALIKE)
def test_the_look_alike_frame_never_routes(look_alike: str) -> None:
    assert route([look_alike]) == 0


@settings(max_examples=60, deadline=None)
@given(LOOK_ALIKE, st.one_of(THEIRS, DENIED))
def test_someone_elses_telling_or_a_denial_never_raises_a_look_alike(
    look_alike: str, clause: str
) -> None:
    assert route([f"{look_alike}。{clause}。"]) <= route([f"{look_alike}。"])


@settings(max_examples=60, deadline=None)
@given(RISKY, ORDINARY)
def test_a_route_never_goes_down_across_turns(risky: str, ordinary: str) -> None:
    assert route([risky, ordinary]) >= route([risky])
    assert route([ordinary, risky]) >= route([risky])
