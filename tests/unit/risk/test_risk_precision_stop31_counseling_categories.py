"""Stop 31, precision (issue 11): false-alarm categories read in the real counseling
corpora (a sample of CPsyCounD and ESConv client turns scoring >= 0.70 on 7525fe1) and written
from how people talk, each with genuine risk in the same words that must stay high or medium.

Categories (the first five are the largest false-alarm groups of the corpus sample):
1. getting rid of a named distress, asked of the counsellor (如何才能摆脱这种焦虑,
   希望能摆脱这种痛苦);
2. a fear of dying, not a wish (害怕离开这个世界, 想到死亡就害怕, afraid I'll never wake
   up from the anesthetic);
3. worn out after a named task, then rest (考完试整个人都要死了，先睡一觉,
   I could sleep forever);
4. someone else's act met at work or in one's affairs (抢救了一个吞药的病人, 借款人跳楼,
   来访者说想自杀);
5. a past that is over in the same turn (当时想过自杀，是朋友帮我走出来的;
   那年觉得活着没意思，现在好多了);
6. a thing, not a life, without meaning, and a burden in someone's eyes (我的努力毫无意义,
   不想让他觉得我是个负担); living in a condition (don't want to live in fear of him).

First tries on 7525fe1 (before any rule change): negatives 6/40 below 0.70 (34 scored
>= 0.70); high 14/15 (我是一个想自杀的人，今晚就去跳楼 scored 0.00: a risk named as a
noun, 想自杀的人, read as the topic although the speaker says it is what they are);
medium 9/9.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

NONE: list[str | list[str]] = [  # a list is one window of turns
    # 1. getting rid of a named distress
    "那我该如何才能摆脱这些担忧呢？",
    "怎么才能擺脫這種焦慮呢？",
    "只有放下他，我才能摆脱痛苦，重新开始",
    "我真的希望能摆脱这种痛苦，我们开始吧",
    "我不想一直这样痛苦下去，希望您能帮帮我",
    "我不想再这样痛苦下去，我希望能够找到解决问题的方法",
    "好的，我愿意试试，希望能摆脱这种痛苦，谢谢您",
    # 2. a fear of dying
    "想到死亡的时候我就特别害怕，心跳加速",
    "我害怕离开这个世界，还有好多事没做",
    "我害怕这个世界再也见不到我，也怕不能再陪家人",
    "我会不会睡着了就一直睡下去？",
    "我怕我哪天突然死掉，一直去医院检查",
    "I'm afraid I'll never wake up if I go under anesthesia",
    "my biggest fear is dying in my sleep, I check my heart rate every night",
    # 3. worn out after a named task
    "考完最后一科，我整个人都要死了，先睡一觉",
    "忙了一整天，我要死了，先躺会儿",
    "今天的会开了五个小时，我快死了",
    "搬了一天家，累得要死了，明天再收拾",
    "I could sleep forever after this week",
    "Definitely, I feel like I could sleep forever but with my kids to worry about I can't",
    # 4. someone else's act met at work or in one's affairs
    "我在医院做护士，昨晚抢救了一个吞药的病人",
    "我是护士，今天又抢救了一个割腕的病人",
    "值夜班的时候最怕遇到跳楼的病人",
    "我是急诊科医生，每天都见到自杀未遂的病人",
    "我是心理咨询师，来访者说想自杀，我该怎么回应",
    "借款人跳楼以后，我的生意也垮了",
    # 5. a past that is over in the same turn
    "高三那年我觉得活着没意思，现在上大学了，好多了",
    "当时我陷入了绝望，甚至想过自杀，是朋友帮我走出来的",
    "那段时间我甚至想过自杀，是因为有人帮助了我，我才得以走出那段黑暗时光",
    "考研失败那年，感觉人生没有意义，现在都过去了",
    # 6. a thing without meaning, a burden in someone's eyes, living in a condition
    "我的努力好像毫无意义，老板根本看不到",
    "开会讨论了半天，毫无意义",
    "我不想让他觉得我是个负担，所以很少找他",
    "im not sure if i can, but i dont want to live in constant paranoia of him",
    "I don't want to live in fear of my landlord anymore, I'm moving out",
    # the same categories in other words and scripts
    "怎樣才能走出這種焦慮呢？我真的希望能擺脫它",
    "我很怕死，每次坐飞机都紧张得睡不着",
    "跑了一天外卖，我真的要死了，回去就睡",
    "我是药剂师，天天有人来问安眠药吃多少会出事，我都劝他们去看医生",
    "以前有段时间觉得活着没意思，后来慢慢走出来了，现在想聊聊工作",
]

HIGH: list[str | list[str]] = [
    # 1. getting rid of pain by dying
    "怎么才能彻底解脱，我真的不想活了，药已经攒好了",
    # 2. not afraid of dying, or dying wished
    "我不怕死，药已经攒够了，今晚就吃",
    "我想离开这个世界，已经写好遗书了",
    "I'm not afraid of dying anymore, I have the pills ready for tonight",
    # 3. worn out with a plan
    "我快撑不住了，真的要死了，药都准备好了",
    "I want to sleep forever, I have the pills and it's tonight",
    # 4. the speaker's own act beside a job
    "我是护士，我知道吃多少片会没命，已经攒够了",
    "我是心理咨询师，可我自己也想自杀",
    "我是一个想自杀的人，今晚就去跳楼",
    # 5. a past that came back
    "当时想过自杀，最近又开始想了，绳子都买好了",
    "以前被救回来过，现在又想死了，这次不会让人发现",
    # 6. life without meaning with a plan
    "活着毫无意义，我已经决定今晚结束",
    "我就是家里的负担，遗书写好了，周五就走",
    "I don't want to live anymore, I'm going to jump tonight",
    ["活着毫无意义", "药已经攒够了，今晚就吃"],
]

MEDIUM: list[str | list[str]] = [
    "我觉得只有死了才能摆脱这种痛苦",
    "我想死又怕死，每天都很煎熬",
    "活着毫无意义，每天醒来都很失望",
    "我觉得自己就是个负担，没有我他们会更好",
    "我真的撑不下去了，好想一死了之",
    "I'm so tired of everything, I wish I could sleep forever and never wake up",
    "I don't want to live like this anymore",
    "当时想过自杀，最近又冒出来了",
    "什么时候才能摆脱这一切，我真的不想活了",
]

(
    test_the_same_words_with_a_plan_stay_high,
    test_the_same_words_as_a_wish_stay_medium,
    test_counseling_categories_are_no_alarm,
) = phrasing_tests(HIGH, MEDIUM, NONE)
