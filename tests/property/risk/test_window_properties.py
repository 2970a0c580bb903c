"""Stop 40, the window (ADR 0108 amendment "stop 40, the window"; ADR 0101: signals combined over
the window). Two invariants of scoring a window at once (`POST /v1/risk/scores`, `heartrule risk
score`, the replay), over the Chinese pool of every phrasing batch:

- a window whose first turn alone is high keeps that route when an ordinary turn follows that
  neither refers back to it nor retracts it (stop 39's hunt: any ordinary word in the next turn
  was read as the errand the plan's place or means was for, 3,043 of the pool's pairs at the
  start of stop 40);
- two turns that carry no risk signal of the speaker's own (each scores 0 alone: the rules find
  no signal in it that is not cancelled, and the learned layer nothing) never make a route
  together.

"Refers back" is decided here without the rules: an anaphor or a connective, a turn that goes on
with no subject of its own (去… / 想去… / 可以…), a use with no thing of its own (…要用), or a
place or means the first turn named, named again. A retraction (开玩笑, 电影, 游戏, kidding) is
left out. What the hunt found is kept below as @examples.

Stop 41 (ADR 0108 amendment "stop 41"): a turn whose weak remainder an ordinary frame took whole
(an errand, an occasion, a trip, a treatment: no own signal left) adds nothing to a window, so
beside any turn below medium it never makes a plan (3,179 ordered pairs of route-0 turns reached
0.95 at stop 40, most of them made by such turns). A later turn that names a use of the first
turn's thing (the rules' ``USES``: a rope and a move) is about it too."""

from __future__ import annotations

import re

from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from infrastructure.risk.embedded import score_window
from infrastructure.risk.rules import REMAINDER_SCOPE, USES, assess
from tests.property.risk.test_chinese_third_party_properties import (
    POOL,
    _chinese_phrasings,
    route,
)

ALONE = {turn: score_window([turn]).score for turn in POOL}
HIGH = [turn for turn in POOL if ALONE[turn] >= 0.95]
QUIET = [turn for turn in POOL if ALONE[turn] == 0.0]
BELOW_MEDIUM = [turn for turn in POOL if ALONE[turn] < 0.70]


def _taken_whole(turn: str) -> bool:
    signals = assess([turn]).signals
    return any(s.cancelled_by == REMAINDER_SCOPE for s in signals) and all(
        s.cancelled_by for s in signals)


# Stop 44: drawn from every Chinese phrasing, not the pool's every fifth, whose draw shifts as
# literals join (10 of the fifth were taken whole once this stop's joined, 17 before); the rules
# alone sort the ~5,400 in about a second.
TAKEN_WHOLE = [turn for turn in sorted(set(_chinese_phrasings()))
               if _taken_whole(turn) and score_window([turn]).score < 0.70]

POINTS_BACK = re.compile(
    r"那|这|它|上面|上头|里面|玩笑|电影|游戏|小说|剧|kidding|\bjk\b|\b(it|them|there|those|that)\b")
GOES_ON = re.compile(r"\s*((想|要)?(过)?(去|到)|可以|能|so\b|and\b|for\b|because\b|因为|为了|所以)")
A_USE = re.compile(r"用(的)?[。！!~～]?$")
# stop 42: a bare decision in the first turn ("想通了", "决定了") whose matter the next turn says,
# going on from it ("要出国读书了…"): the rules read it so since stop 40 (``SAYS_WHAT``)
DECISION = re.compile(r"想通|想好|想清|决定|定下来")
# (stop 46: or 想通了 / 想开了 leading what was settled)
SAYS_WHAT = re.compile(r"\s*(就是|是|要|去|决定|我决定|关于|那件事|想通了|想开了)")
TAIL = re.compile(r"[上边里下顶子]+$")
# stop 46: a turn that tells a past as over ("…后来坚持吃药治疗，现在过得很好") retracts as a
# joke does: drawn once stop 46's literals shifted the pool (0 on main too, read as resolved)
OVER = re.compile(r"现在(过得|都|已经)?(很|挺|还)?好|走出来了|已经过去|康复了"
                  r"|\b(doing (fine|well|better) now|it'?s (all )?behind me)\b")


def _places(turn: str) -> set[str]:
    return {TAIL.sub("", s.text) or s.text for s in assess([turn]).signals if s.kind == "means"}


def refers_back(first: str, then: str) -> bool:
    """Whether ``then`` could be about ``first`` (the test's own reading, wider than the rules')."""
    if POINTS_BACK.search(then) or GOES_ON.match(then) or A_USE.search(then) or OVER.search(then):
        return True
    if DECISION.search(first) and SAYS_WHAT.match(then):
        return True  # stop 42: what a bare decision was about, said next
    mine, theirs = _places(first), _places(then)
    if any(thing.search(" ".join(mine)) and use.search(then) for thing, use in USES):
        return True  # stop 41: a use of the thing bought ("绳子" then "搬家的东西都打包好了")
    return any(a in then for a in mine) or any(a in b or b in a for a in mine for b in theirs)


def test_the_pools_are_there() -> None:
    assert len(HIGH) >= 300 and len(QUIET) >= 200  # 334 and 265 at stop 40


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(HIGH), st.sampled_from(QUIET))
@example("我爸的猎枪在柜子里，子弹我找到了，今晚就用", "emo了，吃顿火锅就好了")  # stop 39's hunt
@example("一会儿我就去高架上，往车多的地方冲", "床单晾在晾衣杆上了")
@example("约好了一起去，药我来准备", "emo了，吃顿火锅就好了")  # stop 40: a pact's outing
@example("炭已经在车里了，胶带也买了", "emo了，吃顿火锅就好了")  # seed 1: 火锅 a use of 炭
@example("凌晨三点，我在跨海大桥上", "emo了，吃顿火锅就好了")  # stop 40 (zhgen): 凌晨三点 a time
@example("一会儿我就去高架上，往车多的地方冲", "给我妈道歉了，今晚回家吃饭")  # stop 41: an apology
@example("风好大，我在楼顶边上晃", "emo了，吃顿火锅就好了")  # stop 41: at the edge, drawn once
# stop 41, drawn by the train: a medicine was held back by any errand, now only by one of its uses
@example("一次吃三十片安眠药，会不会死？我手里刚好有这么多", "emo了，吃顿火锅就好了")
# stop 42, drawn once this stop's literals joined the pool (route 1 on main too): the next turn
# says what the first one's "想通了" was about, so it refers back (and is assumed away)
@example("想通了，反正很快就都结束了，现在一点都不难过",
         "要出国读书了，把银行卡密码和保险都交代给我妈了")
# stop 46, drawn by a helper's branch (0.45 on main): the edge told with the subject left out
@example("坐在边上，腿悬在外面，下面的车灯一闪一闪", "一部分的我想吃火锅，一部分的我想吃烧烤")
@example("脚下就是江水，哗哗的，看了好久", "每天都在想减肥的事")  # stop 46: drawn once merged
# stop 46 (zhdose), drawn once this stop's literals joined the pool (0.45 on main): a bottle of a
# medicine told first and taken, felt in the body, was no overdose, so an illness next was its use
@example("药我已经吃了一整瓶了 现在头好晕 好想睡", "最近压力很大，经常失眠")
# stop 46, drawn by the train once the lead's literals joined (0.50 on main too): what the
# settled matter was, told next as a quarrel let go
# stop 47, drawn once the stop's literals joined (0.45 on main too): the water below looked at
@example("这里好安静，只有风声，下面的河水看着好深", "一部分的我想吃火锅，一部分的我想吃烧烤")
@example("不要叫救护车，求你了，让我走吧", "我决定了，下个月搬家")
@example("偷偷去看了爸妈最后一眼，然后把他们的微信也删了", "我决定了，下个月搬家")
@example("仓鼠送人了，存款转给我妈了，再也没有牵挂了",
         "把狗送回老家了，爸妈帮忙照顾，我下个月出国读研")
@example("心里那件事定下来以后，整个人都松了，反正很快就结束了",
         "想通了，不再跟他计较，心里平静多了")
# stop 47 (turns), drawn by the train once a move was a Chinese farewell's occasion: a goodbye
# that refuses rescue is never an occasion's
@example("不要叫救护车，求你了，让我走吧", "我决定了，下个月搬家")
@example("偷偷去看了爸妈最后一眼，然后把他们的微信也删了", "我决定了，下个月搬家")
@example("仓鼠送人了，存款转给我妈了，再也没有牵挂了",
         "把狗送回老家了，爸妈帮忙照顾，我下个月出国读研")
# stop 48 (zhimplied), drawn once the stop's literals joined the pool (0.00 / 0.45 on main too): a
# last call kept from the one called, the one left told to live on, are no move's goodbye
@example("刚跟我爸打了电话，他完全不知道这是最后一通电话", "我把旧衣服送人了，准备搬家")
@example("我的东西都留给你了，你要好好活下去", "我把旧衣服送人了，准备搬家")
# stop 48 (overread), drawn once the stop's literals joined (0.00 on main too): one's own absence
# told is no farewell a study abroad's affairs explain
@example("如果我哪天不在了，其实也没什么", "要出国读书了，把银行卡密码和保险都交代给我妈了")
@example("把猫送给朋友了，在我走之前得有人照顾它", "要出国读书了，把银行卡密码和保险都交代给我妈了")
# stop 48 (overread's draw, 0.45 on main too): the drop looked down at and felt far is at the edge
@example("低头看下去，河水离我好远，腿软了", "一部分的我想吃火锅，一部分的我想吃烧烤")
# stop 48 (lead), drawn once the stop's literals joined (0.00 on main too): a bank card's PIN
# written down and left is no study abroad's affair
@example("我把相机送给你了，留个纪念吧，银行卡密码我也写在纸条上了",
         "把旧衣服都捐了，书也送给学弟了，下个月出国读研")
@example("所有的密码都写下来了，放在书桌上", "主意已定，下个月就去留学，反而睡得踏实了")
# stop 48 (lead): a last post is no move's goodbye
@example("项目做不完，什么都不想管了，这是我最后一条动态，大家再见",
         "搬家之前把猫托付给室友照顾一个月")
# stop 49 (zhrisk), drawn once the stop's literals joined (0.00 on main too): "this year" told after
# a rescue last year is a present of its own; the next turn's own past resolves nothing of it
@example("去年在江边被人拉回来了，今年不会了", "曾经割过手，疤还在，但我现在过得挺开心的")
# stop 49 (zhrisk), drawn once the stop's literals joined (0.16 on main too): a prescription kept
# back and judged enough is a stockpile, no question about the doctor's dose
@example("#树洞# 又是失眠的一晚。从小到大我都是家里最多余的那个，"
         "考研失败，工作也找不到，爸妈一打电话就是催。"
         "这半年我把医生开的药都留下来了，今天全部倒在桌上数了一遍，"
         "一百多颗，应该足够了。房间收拾干净了，猫粮也倒满了。"
         "不说了，谢谢所有看到这里的人。", "高中的时候抑郁过，现在大学毕业了，挺好的")
# stop 49 (zhrisk), drawn once the stop's literals joined (0.45 on main too): a quarrel let go next
# is that turn's own decision, not what the first turn's decision was about
@example("我已经拿定主意了，这几天特别安静，很快就解脱了", "想通了，不再跟他计较，心里平静多了")
# stop 49 (lead), drawn once the merged literals joined (0.45 on main too): a repeat intended now
# is no past that a later "luckily" resolves
@example("我以前跳过河被救上来了，我还是想再去",
         "手机落在桥上的长椅上了，幸好被环卫阿姨捡到送回来了")
# stop 49 (imply2), drawn once the stop's literals joined (0.45 on stop49 too): a leg put out over
# a balcony's edge is at the edge; mopping with bleach next is no errand of the place
@example("我在阳台上试过把一条腿跨出去，看看害不害怕", "84消毒液兑水拖地，味道好冲")
def test_an_ordinary_next_turn_never_lowers_a_high_first_turn(first: str, then: str) -> None:
    assume(not refers_back(first, then))
    assert route([first, then]) == 2


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(QUIET), st.sampled_from(QUIET))
# stop 46, drawn once the lead's literals joined (0.97 on main): a dish swallowed whole
@example("三年前吞过药，后来一直在治疗，现在过得挺好的", "把剩下的菜都吞了，好撑")
# stop 47, drawn once the lead's literals joined (0.97 on main): baby formula stocked, enough
@example("三年前吞过药，后来一直在治疗，现在过得挺好的", "奶粉囤了半年的，应该够了")
@example("一整瓶可乐都倒进嘴里了，好爽", "医生让我把拉莫三嗪加到一天两片")  # stop 47: a drink
# stop 47, drawn once zhlook's literals joined (0.97 on main too): all of it eaten and found tasty
# is a meal's, not the medicine a later turn names
@example("一口气全吃了，太好吃了，现在有点困", "以前有过自杀的念头，吃了两年药，医生说可以减药了")
# stop 49 (lead), drawn once the merged literals joined (0.80 on main too): the one joined is told
# gone somewhere in the joining's own turn, alive, whoever the next turn mourns
@example("我想去找他，他已经走了，去机场了", "老伴走了以后，我搬去跟女儿住了")
@example("老伴走了以后，我搬去跟女儿住了", "我想去找他，他已经走了，去机场了")
def test_two_turns_with_no_signal_of_their_own_never_make_a_route(first: str,
                                                                   then: str) -> None:
    assert route([first, then]) == 0


def test_the_turns_taken_whole_are_there() -> None:
    assert len(TAKEN_WHOLE) >= 60  # 19 of the pool at stop 41; 102 of every phrasing at stop 44


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(TAKEN_WHOLE), st.sampled_from(BELOW_MEDIUM), st.booleans())
@example("我决定了，今晚去楼顶看流星", "辞职以后终于解脱了", False)  # stop 41: a decision taken
@example("上次感冒药吃少了没好，这次按说明书算好了量", "我算过了，这个月的房租够", False)  # stop 42
def test_a_turn_an_ordinary_frame_took_whole_never_makes_a_plan(taken: str, other: str,
                                                                 first: bool) -> None:
    assert route([taken, other] if first else [other, taken]) < 2
