"""Stop 31, precision (issue 11), third batch: categories still >= 0.70 in the corpus sample
after the second batch (CPsyCounD and ESConv turns on 46577c6) and in a new round of our own
hard negatives, each with genuine risk in the same words.

Categories:
1. a patient or a pet met at work or at home (急诊来了一个割腕的女生; lost a patient to an
   overdose tonight; our dog ate rat poison);
2. words quoted over several clauses (她可能会说：“我真的很痛苦，我觉得活着没有意义，…”), and one
   partner better off without me after "i broke it off";
3. an effort without meaning (让我觉得我的努力毫无意义), a fear of death told across a comma
   (当我想到死亡时，我会感到非常害怕);
4. a question about a word just heard (催眠疗法？那是什么意思？).

First tries on 46577c6 (before any rule change of this batch): negatives 0/12 below 0.70
(12 scored >= 0.70); high 5/5; medium 5/5.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [
    # 1. a patient or a pet
    "我是護士，昨晚急診來了一個割腕的女生",
    "我在急诊科实习，今天来了一个吞了很多药的男生",
    "i'm a nurse and we lost a patient to an overdose tonight, rough shift",
    "our dog ate rat poison, we rushed him to the vet tonight",
    # 2. words quoted over several clauses; a breakup
    "她可能会说：“我真的很痛苦，我觉得活着没有意义，我不想再活下去。”",
    "我妈每次吵完架都会说：“我活着真没意思，早点死了算了”，我该怎么劝她",
    "the dumb thing is i am the one who broke it off, and he is better off without me now",
    # 3. an effort without meaning; a fear across a comma
    "这些议论让我觉得我的努力毫无意义",
    "当我想到死亡时，我会感到非常害怕，脑海里总是浮现出那个画面",
    "一想到死，我就特别恐惧，晚上都不敢关灯",
    # 4. a question about a word just heard
    "催眠疗法？那是什么意思？",
    "什么意思？",
]

HIGH: list[str | list[str]] = [
    "我是护士，我自己也割腕了，血止不住",
    "i'm a nurse and i took an overdose tonight",
    "our dog died last week and i'm taking all my pills tonight",
    "她说“你去死吧”，我今晚就去跳楼",
    "我的人生毫无意义，药已经攒够了",
]

MEDIUM: list[str | list[str]] = [
    "我的人生毫无意义",
    "一想到死，我反而觉得轻松",
    "活着有什么意思？",
    "他说“你去死吧”，我真的想死",
    "he is better off without me, everyone would be, i just want to disappear forever",
]

(
    test_the_same_words_beside_a_plan_stay_high,
    test_the_same_words_as_a_wish_stay_medium,
    test_third_batch_categories_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
