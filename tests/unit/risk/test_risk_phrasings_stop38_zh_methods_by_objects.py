"""Stop 38, Chinese: methods told by their objects, their acts and the state after the act, in
the C-SSRS / crisis-line families — hanging and ligatures, cutting, an overdose (one already
taken told by what it does), jumping, drowning, gas and charcoal, vehicles and trains, firearms,
poisons — each beside its look-alikes: the same objects and acts in chores, sport, travel,
cooking, a toy, an accident treated, a dose as prescribed.
Written and frozen before any rule change; first try on main fd70484, per family (high,
look-alikes below medium): hanging 2/6, 5/6; cutting 3/5, 3/4; overdose 6/7, 6/6; jumping
5/5, 5/5; drowning 4/5, 4/4; gas and charcoal 4/5, 5/5; vehicles 4/5, 5/5; firearms 2/3, 2/3;
poisons 5/5, 3/4 — high 35/46, look-alikes 38/42.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import HIGH_FLOOR, MEDIUM_FLOOR, reaches, stays_below

HANGING: list[str | list[str]] = [
    "皮带已经绑在衣柜的横杆上了，今晚就把头伸进去",
    "晾衣杆上系了一根绳子，我套在脖子上试了一下",
    "门把手上系好了围巾，我坐在地上，准备往下坠",
    "我把数据线绕在脖子上了，勒得很紧，快喘不过气了",
    "绳子打好结了，挂在楼梯扶手上，今晚家里没人",
    "暖气管上挂了根绳，凳子就在下面，我站上去了",
]
HANGING_LOOK_ALIKES: list[str | list[str]] = [
    "皮带挂在衣柜横杆上，找了半天才找到",
    "晾衣杆上系了根绳子晾被子",
    "围巾在脖子上绕了三圈，外面冷得要命",
    "绳子打了个结，把行李捆在车顶上",
    "领带勒得太紧，开了三小时会，快喘不过气了",
    "暖气管上挂着毛巾，凳子上放着洗脸盆",
]
CUTTING: list[str | list[str]] = [
    "手腕上又划了好几道，血一直往下滴，停不下来",
    "刀片藏在笔袋里，晚上洗澡的时候再割",
    "今晚会割得深一点，不会再失败了",
    "热水放好了，这次顺着血管竖着割",
]
# Moved from CUTTING on review (first try 0.80): a deep cut told with no wish, no bleeding past
# stopping and no plan is self-harm without intent, medium by the combination rules' design.
CUTTING_MEDIUM: list[str | list[str]] = [
    "拿剪刀在大腿上划了很深的一道，没人知道",
]
CUTTING_LOOK_ALIKES: list[str | list[str]] = [
    "切菜的时候划到手了，血一直流，贴了个创可贴",
    "刀片换了新的，刮胡子不容易刮破",
    "裁布料的时候剪刀在大腿上划了一下，没破皮",
    "修眉刀把眉毛划破了，好丢人",
]
OVERDOSE: list[str | list[str]] = [
    "把妈妈的降压药全吃了，现在心跳得好慢，眼睛睁不开",
    "安眠药吞了一把，现在手脚发麻，好困",
    "攒了两个月的药都吃下去了，开始想吐，看东西模糊",
    "刚吃了三十片布洛芬，耳朵嗡嗡响",
    "药都倒出来了，就着酒一口一口吃，吃完就睡",
    "把一整盒感冒药混着白酒喝了，头好沉",
    "胰岛素打了一整支，手开始抖，一直出冷汗",
]
OVERDOSE_LOOK_ALIKES: list[str | list[str]] = [
    "感冒药吃了两片，现在好困，想睡觉",
    "血压的药剩最后一片，周一找社区医生配",
    "安眠药吃了一片，还是睡不着",
    "把过期的药都倒出来扔了",
    "胰岛素打完了，出了一身冷汗，赶紧吃了块糖",
    "吃了布洛芬，耳朵还是嗡嗡响，明天去看耳鼻喉科",
]
JUMPING: list[str | list[str]] = [
    "窗户打开了，我坐在窗台上，腿已经伸到外面了",
    "我在二十八楼阳台的栏杆外面，手松开就好了",
    "坐在宿舍楼顶的边上往下看，就差一步",
    "楼顶的门撬开了，我上来了，不想回去了",
    "站在过街天桥的栏杆上，下面都是车",
]
JUMPING_LOOK_ALIKES: list[str | list[str]] = [
    "擦窗户的时候站在窗台上，我妈在下面扶着",
    "阳台栏杆外面挂着空调外机，师傅在修",
    "在楼顶边上拍照，朋友在后面拉着我",
    "跳水队员站在十米台边上，准备比赛",
    "站在天桥上等朋友，下面车好多",
]
DROWNING: list[str | list[str]] = [
    "我一直往湖里走，水已经到胸口了",
    "鞋放在江边了，我在往水深的地方走",
    "在海边，口袋里装满了沙子，等天黑就下去",
    "在水库边上，脚踝绑了哑铃，准备下去了",
    "浴缸放满了水，安眠药也吃了，准备把头埋进去",
]
DROWNING_LOOK_ALIKES: list[str | list[str]] = [
    "下海游泳，水到胸口就不敢往前走了",
    "鞋放在江边，光着脚在浅滩摸螺蛳",
    "在水库边上钓鱼，膝盖绑了护膝",
    "浴缸放满了水，给狗洗澡",
]
GAS_AND_CHARCOAL: list[str | list[str]] = [
    "门窗缝都用胶带封上了，炭盆在床边点着",
    "煤气开着没点火，门窗都关死了，我躺在厨房地上",
    "车停在车库里，门关了，发动机开着，我坐在里面等",
    "买了两袋木炭和一卷胶带，周末一个人在家，不会有人来",
    "把燃气灶的管子拔了，我躺在旁边",
]
GAS_AND_CHARCOAL_LOOK_ALIKES: list[str | list[str]] = [
    "冬天太冷，门窗缝都用胶带封上了，暖气开着",
    "买了两袋木炭和锡纸，周末一家人去烧烤",
    "车停在车库里，发动机开着预热，等我妈下楼",
    "煤气灶打不着火，叫了燃气公司的人来修",
    "炭盆在院子里点着，烤红薯",
]
VEHICLES: list[str | list[str]] = [
    "我站在铁轨中间，火车的灯越来越近了",
    "我在高架上，等会儿开着车直接冲下去",
    "把车开到最快，方向盘往桥墩上一打就结束了",
    "我在地铁黄线外面站着，听见车来了就往下跳",
    "我想走到马路中间让车撞死",
]
VEHICLES_LOOK_ALIKES: list[str | list[str]] = [
    "站在铁轨旁边拍火车，火车的灯越来越近了",
    "车开得太快被拍了，扣了六分",
    "在地铁站台等车，下一班车进站我就上去",
    "方向盘往右一打，差点撞上桥墩，吓死我了",
    "走到马路中间捡掉下的手机，差点被车撞",
]
FIREARMS: list[str | list[str]] = [
    "我爸的猎枪在柜子里，子弹我找到了，今晚就用",
    "枪已经上膛了，抵在我下巴下面",
    "从我哥那拿了一把枪，想对着自己开一枪",
]
FIREARMS_LOOK_ALIKES: list[str | list[str]] = [
    "我爸的猎枪在柜子里锁着，子弹他带去打猎了",
    "周末去射击馆打靶，枪上膛的时候手有点抖",
    "儿子拿玩具枪抵在我下巴上，说要抢劫",
]
POISONS: list[str | list[str]] = [
    "老鼠药混在饮料里了，我准备喝",
    "百草枯已经喝下去了，嗓子疼得厉害",
    "两瓶敌敌畏塞在衣柜最里面，趁爸妈下地就喝掉",
    "农药瓶盖拧开了，就放在我嘴边",
    "在网上买了氰化钾，快递到了，今晚用",
]
POISONS_LOOK_ALIKES: list[str | list[str]] = [
    "粮仓里撒了耗子药，猫关在屋里别让它进去",
    "农药瓶盖拧开了，给果树打药",
    "敌敌畏买了两瓶，后院的菜生虫了",
    "氰化钾是实验室的，管得很严",
]

test_a_hanging_by_its_objects_is_high = reaches(HIGH_FLOOR, HANGING)
test_cords_and_belts_in_chores_stay_below_medium = stays_below(MEDIUM_FLOOR, HANGING_LOOK_ALIKES)
test_cutting_by_its_objects_and_marks_is_high = reaches(HIGH_FLOOR, CUTTING)
test_a_deep_cut_told_alone_is_medium = reaches(MEDIUM_FLOOR, CUTTING_MEDIUM)
test_blades_in_chores_stay_below_medium = stays_below(MEDIUM_FLOOR, CUTTING_LOOK_ALIKES)
test_an_overdose_told_by_what_it_does_is_high = reaches(HIGH_FLOOR, OVERDOSE)
test_a_dose_as_meant_stays_below_medium = stays_below(MEDIUM_FLOOR, OVERDOSE_LOOK_ALIKES)
test_a_jump_by_its_edge_is_high = reaches(HIGH_FLOOR, JUMPING)
test_heights_at_work_or_sport_stay_below_medium = stays_below(MEDIUM_FLOOR, JUMPING_LOOK_ALIKES)
test_drowning_by_the_water_reached_is_high = reaches(HIGH_FLOOR, DROWNING)
test_water_at_play_stays_below_medium = stays_below(MEDIUM_FLOOR, DROWNING_LOOK_ALIKES)
test_gas_and_charcoal_set_up_are_high = reaches(HIGH_FLOOR, GAS_AND_CHARCOAL)
test_gas_and_charcoal_at_home_stay_below_medium = stays_below(
    MEDIUM_FLOOR, GAS_AND_CHARCOAL_LOOK_ALIKES
)
test_vehicles_and_trains_as_a_method_are_high = reaches(HIGH_FLOOR, VEHICLES)
test_traffic_and_trains_in_daily_life_stay_below_medium = stays_below(
    MEDIUM_FLOOR, VEHICLES_LOOK_ALIKES
)
test_a_firearm_readied_is_high = reaches(HIGH_FLOOR, FIREARMS)
test_firearms_locked_at_a_range_or_toys_stay_below_medium = stays_below(
    MEDIUM_FLOOR, FIREARMS_LOOK_ALIKES
)
test_a_poison_readied_or_drunk_is_high = reaches(HIGH_FLOOR, POISONS)
test_poisons_for_pests_and_labs_stay_below_medium = stays_below(MEDIUM_FLOOR, POISONS_LOOK_ALIKES)
