"""Stop 48, overread (helper): the second set, in other words than the first — debts named
otherwise (a loan from a classmate, a car loan, a mortgage, a credit card), a relocation and
settling abroad, an account given up, an overdose by accident told with today's care, a purpose
told first for a meteor shower, a catch or star trails, a retirement's and a graduation's last
night, a pool's swimming club, a time-lapse, a will with a solicitor, slang, a friend helped, a
game, a dose asked, an Airbnb's check-out, sleep after a deadline; twins in the same frames with
a goodbye, a beneficiary, a cover story, a place and a day of one's own end, an amount doubled.

Written and frozen before the second round of mends. First try on the first round's mends
(branch overread after its first mend commit): high 11 / 14, medium 2 / 2, look-alikes 28 / 28
below medium (main ea55510: look-alikes 23 / 28, high 11 / 14). Twins missed: a car loan settled
beside an insurance's beneficiary and "周五就是那天" (0.45: the car loan is an ordinary money
matter, and "that's the day" is no time the rules know), a family told they are going abroad
"其实…" beside cards closed and pills saved (0.00: the going abroad read as the plan's life event),
"This time I've got twice as many" after painkillers taken once (0.80: no repeat by amount).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

ZH_LOOK_ALIKES: list[str | list[str]] = [
    "欠同学的钱总算都还上了，这下踏实了，今晚早点睡",
    "车贷上个月结清了，整个人轻松多了",
    "助学贷款终于还完了，周末请室友吃饭庆祝",
    "我们全家下个月移居新西兰，家具都卖了，卡也销了",
    "定居国外之前，把国内的账户都注销了",
    "这个号不用了，以后在新账号更新，这是最后一条",
    "以前吃药吃多过一次，洗了胃，现在都按医嘱吃",
    "为了看流星雨，这几天晚上都去山顶的悬崖边等，明晚还去",
    "为了钓到大鱼，这周去了好几次水库，周六再去一趟",
    "为了拍星轨，最近天天半夜爬到楼顶天台，今晚再拍一次",
    "对这份工作彻底死心了，下个月辞职",
    "毕业典礼结束了，今晚是最后一晚住宿舍，和室友喝到天亮",
    "退休了，把办公室钥匙交了，跟同事们告别，明天开始带孙子",
]

EN_LOOK_ALIKES: list[str | list[str]] = [
    "paid off the mortgage this morning, we're debt free! champagne tonight",
    "finally cleared the credit card, what a weight off. early night for me",
    "gave notice on the flat and closed my bank account here. we're relocating to Canada next "
    "month",
    "sold my bike and gave my plants to the neighbours. moving abroad for the new job on monday",
    "went up to the viaduct every evening this week for the time-lapse, one more go tomorrow",
    "heading to the quarry lake tomorrow with the swimming club for an open water swim",
    "my nan's 70 and just wrote her will with a solicitor, she says it's a weight off her mind",
    "ugh i'm so dead lol, forgot my mum's birthday",
    "i'm dying of embarrassment, i called my teacher mum",
    "my roommate said she wants to jump off the roof, i stayed with her all night and we calle"
    "d the crisis line together",
    "in the game my character jumps off the cliff to reach the secret area",
    "I took too many painkillers once by accident, ended up in A&E. Now I always check the label",
    "how many melatonin can i take in one night?",
    "checking out of the airbnb at 11, then train home",
    "deadline's done, tonight i'm going to sleep for ten hours straight",
]

ZH_HIGH: list[str | list[str]] = [
    "欠同学的钱都还上了，不欠谁了，今晚就可以安心走了",
    "全家都以为我要出国，其实卡都销了，药也攒够了，下个月之前就结束",
    "这个号不用了，这是最后一条，以后你们不会再看到我了",
    "以前吃药洗过胃，这次准备吃更多，不会再被发现",
    "这几天晚上都去山顶的悬崖边，明晚就跳下去",
    "水库去了好几次了，水很深，周六就走进去",
    "最近天天半夜爬到楼顶天台，今晚不下来了",
]

EN_HIGH: list[str | list[str]] = [
    "paid off the mortgage so my wife won't be stuck with it. tonight I'm going to end it",
    "closed my bank account and gave my plants to the neighbours. I won't be here after monday",
    "went up to the viaduct every evening this week. tomorrow I'm going to jump",
    "I took too many painkillers once and they saved me. This time I've got twice as many",
    "checking out tonight. for good this time. the pills are lined up",
    "i'm going to sleep tonight and not wake up, i've taken everything in the cabinet",
]

MEDIUM: list[str | list[str]] = [
    "我真的撑不住了，不想活了",
    "honestly i wish i could just disappear and never come back",
]

# Frozen twins no mend reached, kept below the floor so that a later mend must move them
STILL_MISSED: list[str | list[str]] = [
    # a car loan settled is an ordinary money matter for its whole sentence, the beneficiary
    # too; "周五就是那天" is no time the rules know (read as one, a wedding's day would be high)
    "车贷结清了，保险受益人写的我妈，周五就是那天",
]

test_stop48_overread_second_zh_look_alikes = stays_below(MEDIUM_FLOOR, ZH_LOOK_ALIKES)
test_stop48_overread_second_en_look_alikes = stays_below(MEDIUM_FLOOR, EN_LOOK_ALIKES)
test_stop48_overread_second_zh_high = reaches(HIGH_FLOOR, ZH_HIGH)
test_stop48_overread_second_en_high = reaches(HIGH_FLOOR, EN_HIGH)
test_stop48_overread_second_medium = reaches(MEDIUM_FLOOR, MEDIUM)
test_stop48_overread_second_still_missed = stays_below(HIGH_FLOOR, STILL_MISSED)
