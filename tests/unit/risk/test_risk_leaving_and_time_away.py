"""Stop 30's false alarms and their neighbours, frozen with the lead's first tries on main
15a849d (in the commit message and ADR 0108's stop-30 amendment).

- Time away is not an end: "disappearing" for a week to the seaside, hiding away two days, a
  weekend off, read with a place and a time, had sent a holiday wish to the safety script.
- An ordinary leaving is not a farewell: "我要走了", "今天加班，别找我", "don't look for me, i'm
  at the gym", "他看不到我的努力" each scored high alone (a farewell with intent). They are now
  one farewell, high only beside another signal.
- A passive wish to vanish for good, welcomed in plain words ("消失掉也没什么不好", "wouldn't be
  the worst thing if i just vanished"), is medium.
Each with the risky neighbours that must stay where they were.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

TIME_AWAY: list[str | list[str]] = [
    "真想消失一个星期去海边",
    "周末消失一下也挺好的，去海边躲两天",
    "周末去海边躲两天",
    "好想消失几天，去山里住民宿",
    "下个月想去海边放空一个星期",
    "i want to disappear for a week and go to the beach",
    "it'd be nice if i disappeared for a week to the mountains",
    "i want to vanish for a few days, somewhere by the sea",
]

ORDINARY_LEAVING: list[str | list[str]] = [
    "好了我要走了，明天见",
    "我真的要走了，车来了",
    "我要走了",
    "今天加班，别找我",
    "别找我了，我去打游戏了",
    "我要休息几天，谁都别找我",
    "他似乎看不到我的努力",
    "为了这个家我付出了很多，但他似乎看不到我的努力",
    "以后他再也看不到我的付出了",
    "谢谢你陪我聊天，我要走了",
    "don't look for me, i'm at the gym",
    "i'm out of here for the weekend, don't look for me",
    "ok i'm done, see you tomorrow",
    "i'm done. thanks for listening",
]

STILL_HIGH: list[str | list[str]] = [
    "以后你们就见不到我了",
    "你再也看不到我了，明天",
    "谢谢你们陪我走过这段路，我要走了",
    "说完这些我就去了，别找我",
    "遗书压在枕头底下，你们别找我了",
    ["我不想活了", "我要走了"],
    "今晚去海边，不回来了，躲两天也没用",
    "我躲在天台上，今晚就跳",
    "在桥上待了一会儿，今晚就跳",
    "you'll never see me again",
    "you will never see me again after tonight",
    "don't come looking for me. i'm done",
    "i left a note. don't look for me",
    "don't try to find me. the pills are all gone",
]

VANISHING_WELCOMED: list[str | list[str]] = [
    "消失掉也没什么不好",
    "就这样消失掉也没什么不好的",
    "我消失了也没什么关系吧",
    "如果我就这么消失了，好像也没什么大不了",
    "it would be fine if i just disappeared for good",
    "honestly it wouldn't be the worst thing if i just vanished",
    "i'd be ok with just disappearing forever",
    "me disappearing wouldn't be a bad thing",
]

NOT_ME_VANISHING: list[str | list[str]] = [
    "我的钱包消失了也没什么关系，反正没钱",
    "他消失了也没什么大不了",
    "那个文件消失了也没什么关系",
    "消失一下也挺好，周末谁都别联系我",
]

test_time_away_is_not_an_end = stays_below(MEDIUM_FLOOR, TIME_AWAY)
test_an_ordinary_leaving_is_not_a_farewell = stays_below(MEDIUM_FLOOR, ORDINARY_LEAVING)
test_a_farewell_with_finality_or_beside_another_signal_stays_high = reaches(HIGH_FLOOR, STILL_HIGH)
test_vanishing_for_good_welcomed_is_a_passive_wish = reaches(MEDIUM_FLOOR, VANISHING_WELCOMED)
test_something_else_vanishing_stays_below_medium = stays_below(MEDIUM_FLOOR, NOT_ME_VANISHING)
