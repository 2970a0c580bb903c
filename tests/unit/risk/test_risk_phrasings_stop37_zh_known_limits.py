"""Stop 37, Chinese: stop 36's known limits as categories, in many wordings. A method by objects
or acts the lists did not hold — a household chemical poured or bought to be drunk (84, 洁厕灵,
漂白水, 除垢剂, 管道疏通剂, 甲醇), petrol or alcohol poured on oneself with a lighter at hand,
stones in one's pockets beside water, a plugged-in appliance beside a bath one lies in, the edge
of a car park's or a mall's top floor, a road's shoulder before a lorry; ambivalence told as parts
of oneself (medium); relief at a fatal diagnosis (medium); a pet entrusted with a going of no
return and no destination — vs. the same objects in cleaning, a swallow by accident treated,
petrol for a car or a barbecue, stones skimmed or gathered, a hair-dryer in the bathroom, a
parcel that is an appliance, a holiday's alarm, a meal on a top floor, a car park full, a
service area, parts of oneself about a job or a snack, a diagnosis that is benign or feared, a pet
entrusted for a trip, a move or an emigration.
Written and frozen before any rule change; first try on main 45ac9ef:
high 10/22, medium 6/11, look-alikes 29/30.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '84消毒液倒了一杯放在桌上，等他们睡了我就喝',
    '洁厕灵就在床头，今晚全喝下去',
    '我刚把半瓶84喝了，喉咙烧得厉害',
    '漂白水我已经灌下去了，胃好痛',
    '家里那瓶除垢剂我准备今晚喝掉，不想再醒来',
    '管道疏通剂买好了，明天一早就喝',
    '冰箱里那瓶甲醇我准备好了，今晚就喝',
    '汽油已经浇在身上了，打火机在我手里',
    '我把自己淋满了酒精，火机就在手边',
    '口袋里装满了石头，我现在就在河边',
    '我在外套里塞满了石头，正往湖里走',
    '吹风机插着电放在浴缸边上，我已经躺进去了',
    '网上买的那个东西到了，今晚就用',
    '快递到了，就是我说的那个东西，今晚动手',
    '明天不用定闹钟了，我现在站在停车场顶楼的边上',
    '我在商场顶层的栏杆外面，往下看没那么可怕了',
    '我站在高速路边，等下一辆大货车过来我就走出去',
    '我在立交桥的护栏外面坐着，今晚就结束',
    '狗托付给邻居了，今晚出发，不回来了',
    '猫交给朋友养了，今晚就走，不会再回来了',
    '把仓鼠送给同事了，明天一早出门，再也不回来了',
    '鹦鹉托付给我妹了，今晚走，这次不回来了',
]
MEDIUM: list[str | list[str]] = [
    '一部分的我还想活，但大部分的我已经不想了',
    '心里有个声音一直叫我去死，另一个我在拼命拉住',
    '我一半想活下去，一半只想消失',
    '有一个我想好好活着，另一个我只想结束这一切',
    '我心里有两个自己，一个想死，一个还在撑',
    '一部分的我想活下去，可大部分的我不想了',
    '要是检查出来是癌症，我反而会松一口气',
    '医生说可能是肿瘤，我居然有点开心，终于可以结束了',
    '如果体检查出绝症，我大概会觉得解脱',
    '听说是恶性的，我第一反应竟然是松了口气',
    '要是查出来是晚期，我其实挺高兴的',
]
NONE: list[str | list[str]] = [
    '84消毒液兑水拖地，味道好冲',
    '洁厕灵放在厕所柜子里，小孩够不着',
    '漂白水泡了一晚上，白衬衫终于洗干净了',
    '不小心喝了一口漂白水，赶紧去医院洗胃了，医生说没事',
    '管道疏通剂买好了，明天一早通下水道',
    '汽油已经加满了，明天自驾去西藏',
    '汽油浇在炭上，烧烤的火一下就起来了',
    '用酒精擦了擦手机屏幕',
    '口袋里装满了石头，儿子在河边捡了一下午',
    '在湖边打水漂，外套口袋里塞满了扁石头',
    '吹风机插着电，我在浴室吹头发',
    '泡在浴缸里听歌，手机放在架子上',
    '网上买的那个东西到了，今晚就用上试试，是个空气炸锅',
    '快递到了，就是我说的那个投影仪，今晚看电影',
    '明天不用定闹钟了，放假啦，睡到自然醒',
    '我在商场顶层吃火锅，往下看人好多',
    '停车场顶楼停满了，只能停到负二层',
    '我在高速路边的服务区，等下就出发',
    '在立交桥上堵车堵了一个小时，今晚加班',
    '一部分的我想辞职，一部分的我想留下来',
    '我一半想去旅游一半想在家躺着',
    '心里有个声音叫我别吃宵夜，另一个我说就吃一口',
    '检查出来不是癌症，我松了一口气',
    '医生说是良性的肿瘤，终于可以放心了',
    '要是检查出来是癌症，我不知道该怎么跟家人说',
    '狗托付给邻居了，今晚出发去云南，下周回来',
    '猫交给朋友养了，我移民去加拿大了，不回来了',
    '把仓鼠送给同事了，明天一早出门搬家，新房子不让养',
    '鹦鹉托付给我妹了，今晚出差，周五回来',
    '奶奶查出来是晚期，我第一反应是不敢相信',
]

(
    test_stop37_zh_known_limits_are_high,
    test_stop37_zh_known_limits_reach_medium,
    test_stop37_zh_known_limits_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
