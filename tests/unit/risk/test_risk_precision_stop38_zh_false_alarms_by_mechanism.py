"""Stop 38, Chinese: false alarms by mechanism, not by list (issue 11).

(a) Leisure or care at a place of danger, or an ordinary purpose stated for a means (drinks,
music, a barbecue, plants watered, a hammock hung), holds the place or the means back unless
the speaker's own risk is said beside it. (b) A past that is resolved (then → now fine, or now
helping others) lends its signal to nothing ordinary beside it: not a place visited for an
errand, not a time, not a means used as meant. (c) Money moved, photos backed up, a phone
cleared in an ordinary frame (a new account, a new phone, a move, a repair) is no farewell.
Beside each, the speaker's own risk in the same settings, which the change must keep.
Written and frozen before any rule change; first try on main fd70484 (own risk high,
look-alikes below medium): leisure 5/6, 12/16; a resolved past 4/4, 3/9; affairs 4/4, 9/14 —
high 13/14, look-alikes 24/39.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

LEISURE_WITH_OWN_RISK: list[str | list[str]] = [
    "和同事在天台喝完啤酒，等他们下楼了我就从这里跳下去",
    "一个人在江边喝酒，喝完就往水里走，不想活了",
    "泡在浴缸里放着歌，刀片就在手边，今晚割深一点",
    "在楼顶吹着风听歌，其实我是上来跳楼的",
    "今晚和朋友在楼顶喝酒，等他们走了我就跳",
    "躺在浴缸里听着歌，今晚就把攒的药全吃了",
]
RESOLVED_PAST_THEN_RELAPSE: list[str | list[str]] = [
    "三年前割过腕，本来以为好了，今晚又把刀片拿出来了，不想活了",
    "以前吞过药被救回来，这次药攒够了，周五就吃",
    "去年在楼顶被人拉了回来，现在我又站在这里了，这次不会下来了",
    ["大学的时候想过自杀，后来好了", "可是最近又想了，绳子已经买好了"],
]
AFFAIRS_AS_A_FAREWELL: list[str | list[str]] = [
    "存款全转给我妈了，遗书写好了，不想活了",
    "手机清空了，银行卡密码写在纸上留给我妹，药也攒够了",
    "把钱都转给爸妈，微信也注销了，这个世界我待够了",
    "照片都删光了，钱转给了我哥，今晚就去江边",
]

LEISURE_AT_A_PLACE: list[str | list[str]] = [
    "周五晚上和同事在天台喝啤酒看夜景",
    "泡澡的时候听着歌，差点睡着了",
    "周末在楼顶和朋友烧烤，风特别大",
    "今晚在天台上和室友喝酒看星星",
    "和男朋友坐在海边的礁石上喝酒，等日出",
    "把绳子绑在两棵树之间挂了个吊床，在河边睡了个午觉",
    "每天傍晚爬到楼顶给鸽子喂食",
    "带着孩子在桥上看烟花，今晚人好多",
    "在水库边钓了一下午鱼，今晚回去炖汤",
    "在浴缸里泡着，一边听播客一边敷面膜",
    "今晚和大学室友在楼顶喝酒，好久没聚了",
    "周五下班和同事去天台喝啤酒",
    "今晚泡个澡，躺在浴缸里听会儿歌",
    "躺在浴缸里放着音乐，周末终于能放松一下",
    "和朋友在楼顶喝酒，今晚不醉不归",
    ["今天好开心", "和朋友在天台上喝酒唱歌，明天放假"],
]
RESOLVED_PAST_BESIDE_ORDINARY: list[str | list[str]] = [
    "今晚去天台收衣服，大学时我割过腕，现在早就好了",
    "五年前我吞过药，现在是医院的护士，今晚值夜班",
    "以前想过跳楼，现在每天去江边跑步，身体越来越好",
    "十几岁的时候自杀过一次，现在在热线当志愿者，专门陪想不开的人聊天",
    "两年前吃过一整瓶安眠药，现在好多了，明天带女儿去海边玩",
    "我以前有过自杀的念头，现在走出来了，周末去楼顶给花浇水",
    "那年在江边被人拉了回来，现在过得很好，今晚在江边陪朋友夜跑",
    "曾经想过结束生命，现在做心理咨询师，帮别人走出来，明天还要去天台晒被子",
    ["三年前我自杀未遂过", "现在挺好的，下周搬家，绳子和纸箱都买好了"],
]
AFFAIRS_IN_AN_ORDINARY_FRAME: list[str | list[str]] = [
    "照片都备份到网盘了，存款转到新开的账户，下周换工作",
    "换了新手机，旧手机里的东西都清空了，聊天记录也备份好了",
    "要搬家了，存款都转到新卡上，旧卡注销了",
    "手机恢复出厂设置了，准备卖掉换新的",
    "工资卡换了，钱都转到新账户里，旧的销户了",
    "照片全部备份好了，明天拿手机去修",
    "把微信聊天记录迁移到新手机上，旧手机给我妈用",
    "换了家银行，钱都转过去了，今晚把旧账户的密码也改了",
    "出国留学前把照片都备份了，存款转给我妈帮我保管",
    "存款转到新账户了，老银行的利息太低",
    "钱都转到新开的卡上了，下个月搬家",
    "照片备份好了，存款也转到新账户了，新公司的工资卡要换",
    "手机里的东西都清空了，明天寄回厂家保修",
    ["搬家搬得好累", "照片都备份好了，存款也转到新账户了"],
]

test_own_risk_beside_leisure_at_a_place_is_high = reaches(HIGH_FLOOR, LEISURE_WITH_OWN_RISK)
test_leisure_or_care_at_a_place_stays_below_medium = stays_below(MEDIUM_FLOOR, LEISURE_AT_A_PLACE)
test_a_past_come_back_is_high = reaches(HIGH_FLOOR, RESOLVED_PAST_THEN_RELAPSE)
test_a_resolved_past_lends_nothing_to_ordinary_things = stays_below(
    MEDIUM_FLOOR, RESOLVED_PAST_BESIDE_ORDINARY
)
test_affairs_settled_as_a_farewell_are_high = reaches(HIGH_FLOOR, AFFAIRS_AS_A_FAREWELL)
test_affairs_in_an_ordinary_frame_stay_below_medium = stays_below(
    MEDIUM_FLOOR, AFFAIRS_IN_AN_ORDINARY_FRAME
)
