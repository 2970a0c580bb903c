"""Stop 39, Chinese: a resolved past beside a present sign (brief: zhrisk, category 1).

A past told as over — an attempt or a wish long ago, then treatment, now stable or better — is
a resolved past: it must not route, whatever method it names (pills, a jump, charcoal, a cut)
and whatever ordinary present stands beside it (medicine taken as prescribed, work, children).
Beside it, the same past with a present sign of the speaker's own after it (a stockpile kept, a
blade hidden, a new wish, a method looked up, a plan) must still route: the past is resolved,
the present is not. Frozen before any rule change; first try recorded in ADR 0108 (stop 39).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

RESOLVED_PAST: list[str | list[str]] = [
    "十年前割过腕，现在好多了",
    "大学时吞过一瓶安眠药，住院治疗了半年，现在状态很稳定",
    "二十岁那年跳过楼，摔断了腿，现在结婚有了孩子，日子挺好",
    "以前有过自杀的念头，吃了两年药，医生说可以减药了",
    "高中的时候想过死，后来看了心理医生，现在已经完全走出来了",
    "五年前在江边被人拉回来，之后一直在做心理治疗，现在很少再有那种想法了",
    "那次吃药被洗胃以后，我坚持复诊，现在已经两年没有复发了",
    "曾经割过手，疤还在，但我现在过得挺开心的",
    "年轻的时候上过一次天台，没跳，后来慢慢熬过来了，现在挺好",
    "以前自残过很多次，这几年都没有了，情绪稳定多了",
    "抑郁最严重的时候买过炭，后来住院了，现在已经停药一年了",
    "八年前烧炭被邻居发现，救回来以后我换了城市，现在工作稳定",
    "十几岁时吞过安眠药，现在三十多了，早就不想那些了",
    "几年前有一段时间很想死，现在情况稳定，每个月去复查一次",
    "去年因为吞药在精神科住过院，现在恢复得很好，已经回去上班了",
    "割腕是七年前的事了，这些年一直很稳定",
    "以前吞过药，现在好多了，每天按医嘱吃药",
    "十年前自杀未遂，现在好多了，药一直按时吃着",
    ["我以前自杀未遂过两次", "不过那都是很久以前的事了，现在好多了"],
    ["大二那年吞过药", "后来休学治疗，现在已经毕业工作了，挺稳定的"],
]
PAST_BESIDE_A_PRESENT_SIGN: list[str | list[str]] = [
    "十年前割过腕，现在好多了，不过药我一直攒着",
    "以前吞过药被救回来，现在稳定了，可是最近又开始偷偷攒安眠药",
    "大学时自杀过，后来好了，最近又想死了",
    "以前割过手，治疗以后好多了，这几天又开始想划了",
    "割腕是很久以前的事了，现在好多了，但是刀片我还藏在抽屉里",
    "以前烧过炭被救了，现在情况稳定，不过那袋炭我一直留着没扔",
    "那次被洗胃以后好了很多，可是这个月又想结束一切",
    "以前想过跳河，后来好了，但最近我又开始写遗书了",
    "几年前吞过药，现在稳定了，只是医生开的安眠药我没吃，都存起来了",
    "以前自残过，现在不了，不过最近我老在查吃什么药能死",
    "以前割过腕，现在好多了，但是我又买了一盒刀片，藏在枕头底下",
    "十年前吃过药，后来好了，可我现在每天晚上都在数攒下来的药",
    "五年前跳过楼，现在挺好的，就是又不想活了",
    ["十年前吞过药，现在好多了", "不过药我一直都攒着，已经有一百多片了"],
    ["以前割过腕，现在好多了", "只是最近又把刀片找出来了"],
]
PAST_BESIDE_A_PLAN: list[str | list[str]] = [
    "年轻时自杀未遂，现在好多了，但我已经想好了，等孩子高考完就走",
    "三年前吞过药，现在好多了，不过药我一直攒着，这周末就吃",
    "以前割过腕，后来好了，可是今晚我又想去楼顶了，这次不会下来",
]

test_a_resolved_past_stays_below_medium = stays_below(MEDIUM_FLOOR, RESOLVED_PAST)
test_a_resolved_past_beside_a_present_sign_routes = reaches(
    MEDIUM_FLOOR, PAST_BESIDE_A_PRESENT_SIGN
)
test_a_resolved_past_beside_a_plan_is_high = reaches(HIGH_FLOOR, PAST_BESIDE_A_PLAN)
