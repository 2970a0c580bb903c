"""Stop 46 (lead): kinds the lead's probe 48x and a helper's property drew, first try recorded.

First set (frozen before the mend; ADR 0108 amendment "Stop 46, lead"): 4 of 9 high and 7 of 12
look-alikes on main, 9 / 9 and 12 / 12 after.
- pills popped out of their blister packs ("一板一板都拆出来了") are means set out;
- "the line" beside a train in the same sentence is the railway; "in ten minutes" is a time;
- a laugh taken back in the next turn ("不是开玩笑", "not joking", "i mean it") no longer cancels;
- an exasperation in the clause before a jump wished and laughed off is hyperbole as a whole
  ("这道题难死我了，我要跳楼了哈哈");
- the card game and businesses named after a bridge are no place of danger;
- the edge told with the subject left out holds its place against an errand next turn.
Second set (other words, reported only): 5 of 7 high and 8 of 8 look-alikes after (3 / 7 and
5 / 8 on main).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

FIRST_HIGH: list[str | list[str]] = [
    "安眠药一板一板都拆出来了，水也倒好了",
    "把那些药一粒一粒剥出来了，堆在枕头边",
    "the train comes through at 11:40, i'm sitting on the bank next to the line",
    "sat on the embankment by the line, next train's in ten minutes",
    ["累死了，我要跳楼了哈哈", "不是开玩笑，今晚就去"],
    ["kms lol", "not joking, tonight"],
    ["作业难得我想跳楼哈哈", "我是认真的，药都攒好了"],
    ["i want to die lmao", "i'm not kidding. i've got the pills"],
    ["坐在边上，腿悬在外面，下面的车灯一闪一闪", "一部分的我想吃火锅，一部分的我想吃烧烤"],
]

FIRST_LOOK_ALIKES: list[str | list[str]] = [
    "这道题难死我了，我要跳楼了哈哈",
    "加班累死了，想跳河😂",
    "快递拆好了，是我妈寄的药",
    "孩子的退烧药拆出来了，按体重算了剂量",
    "sitting by the line watching trains with my son tonight",
    "my train was delayed, someone was on the line",
    "the 11:40 train is late again, been standing on the platform by the line for ages",
    ["this maths homework makes me want to die lol", "no joke it took 4 hours"],
    ["作业难得我想跳楼哈哈", "说真的，这次考试太难了"],
    "playing bridge with my nan tonight",
    "bridge club at 7 tonight",
    "the bridge cafe opens in 20 minutes",
]

SECOND_HIGH: list[str | list[str]] = [
    "药片都从铝箔里抠出来了，放在一个杯子里",
    "waiting on the bank by the line, the last train is at midnight",
    ["气死了，真想跳楼哈哈", "我没在开玩笑，绳子都买了"],
    ["want to die lmaooo", "i'm serious. tonight"],
    ["ugh kill me now haha", "i'm not kidding. i'm at the bridge"],
]

SECOND_MEDIUM: list[str | list[str]] = [
    ["烦死了想死哈哈", "不是开玩笑，真的好累，不想活了"],
]

SECOND_LOOK_ALIKES: list[str | list[str]] = [
    "考试多死了，想跳楼😂",
    "排队排得累死了，想撞墙哈哈",
    "把新买的维生素拆出来尝了一颗",
    "was on the line to my mum when the train pulled in",
    "my nan and her friends play bridge every tuesday evening",
    "bridge night with the neighbours tomorrow, I'm partnering mum",
    ["i want to die lol this exam", "no joke it took me 3 hours"],
    ["我要笑死了哈哈", "说真的，你太逗了"],
]

STILL_MISSED: list[str | list[str]] = [
    # pills unwrapped ("拆好") beside a wait for the dark, with no time word the rules know
    "止痛药都拆好了，一大把，就等天黑",
    # "the line" beside a freight train named without the word "train"
    "i'm next to the line near the crossing, the freight comes in five minutes",
]

# Found after the first mend: probe 48y's one false alarm in English (a car park's top) and
# over-reads read in ESConv and CPsyCounD's routed turns (hearsay of an unnamed one's past, a
# condition on being suicidal). On main 1 / 7 of these look-alikes stayed below medium; 6 / 6
# beside them stayed high (self-questioning, a spot sought to jump from).
LATER_LOOK_ALIKES: list[str | list[str]] = [
    "went up to the top of the car park twice to find a space, so annoying",
    "couldn't find a space so i parked on the top level of the multistorey",
    "没有，听说当年总爱寻死觅活的，跟我爸老吵架",
    "听说前两天又闹着要跳楼",
    "If I am suicidal, may be, but I guess they are not dealing with stress from normal job"
    " seekers",
    "if i was suicidal i would call them",
    "if i ever got suicidal i'd tell my therapist",
]

LATER_HIGH: list[str | list[str]] = [
    "on the top floor of the car park looking for a spot where no one can see me",
    "up on the car park roof trying to find a spot to jump from",
    "听说又要降温了，我今晚就去跳楼",
    "what if i am suicidal",
    "i don't know if i'm suicidal",
    "i wonder if i am suicidal",
    "if i'm suicidal who do i call",  # asks for help, as stop 31's "…, what should I do?"
]

# Found by zhready's report (0.97 on main): an everyday medicine kept where it is taken, a knife
# sharpened for a feast, one sleeping pill taken on the quiet as prescribed. On main 1 / 4 of
# these look-alikes stayed below medium; the plans beside them stay high.
REPORTED_LOOK_ALIKES: list[str | list[str]] = [
    "我的降压药放在床头了",
    "感冒药放在包里了，明天出差",
    "我把刀磨好了，准备做顿大餐",
    "我偷偷起来吃了片安眠药，医生开的",
]

REPORTED_HIGH: list[str | list[str]] = [
    "降压药都放在床头了，一百多片，今晚",
    "偷偷攒了一瓶安眠药",
    "刀磨好了，今晚",
    "我偷偷把安眠药都吃了",
]

test_stop46_lead_first_high = reaches(HIGH_FLOOR, FIRST_HIGH)
test_stop46_lead_first_look_alikes = stays_below(MEDIUM_FLOOR, FIRST_LOOK_ALIKES)
test_stop46_lead_second_high = reaches(HIGH_FLOOR, SECOND_HIGH)
test_stop46_lead_second_medium = reaches(MEDIUM_FLOOR, SECOND_MEDIUM)
test_stop46_lead_second_look_alikes = stays_below(MEDIUM_FLOOR, SECOND_LOOK_ALIKES)
test_stop46_lead_still_missed = stays_below(HIGH_FLOOR, STILL_MISSED)
test_stop46_lead_later_look_alikes = stays_below(MEDIUM_FLOOR, LATER_LOOK_ALIKES)
test_stop46_lead_later_high = reaches(HIGH_FLOOR, LATER_HIGH)
test_stop46_lead_reported_look_alikes = stays_below(MEDIUM_FLOOR, REPORTED_LOOK_ALIKES)
test_stop46_lead_reported_high = reaches(HIGH_FLOOR, REPORTED_HIGH)
