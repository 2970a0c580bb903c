"""Stop 32, Chinese categories: access to means through one's work (pharmacy, hospital, vet,
lab) with intent or a time vs. stock-taking, doses counted, audits. Written and frozen before
any rule change; first try (main aca053e): high 4/8, medium or higher 5/9, negatives 9/9.
After: high 7/7, medium or higher 8/8, negatives 9/9.

Left out as a known limit: "我在实验室工作，氰化物就在柜子里，我已经想好了" (0.45: a lab is an
ordinary use of its poison, and an intent said without an act does not undo it).
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    '我在药房上班，每天下班偷偷带几片回家，已经攒够了',
    '我是护士，我知道多少剂量会致命，科里的药我拿得到，这周末就用',
    '在兽医院上班，安乐死的药我知道放在哪，今晚值班的时候就用在自己身上',
    '作为药剂师我很清楚吃多少会死，药我已经从店里拿回来了',
    '医院的胰岛素我带了几支回家，打算这周用掉',
    '我在医院工作，麻醉药拿得到，等夜班没人就动手',
    '科室的吗啡我偷偷留了几支，够了，下个夜班就用',
]

MEDIUM: list[str | list[str]] = [
    '在药店上班，每天看着那些安眠药，总想吃下去算了',
]

NONE: list[str | list[str]] = [
    '我在药房上班，今天盘点了一下午的库存',
    '我是护士，每天要核对好多次剂量，累死了',
    '在兽医院上班，今天给一只老狗做了安乐死，心里难受',
    '实验室今天迎接审计，所有药品都要登记',
    '作为药剂师我很清楚吃多少会过量，所以总提醒病人按医嘱吃',
    '医院的胰岛素要放冰箱，我下班前都检查一遍',
    '我在药房上班，每天数药数到眼花',
    '在实验室工作，氰化物的柜子要两个人同时开锁',
    '科室的吗啡每支都要登记，夜班交接时清点',
]

(
    test_stop32_means_through_work_is_high,
    test_stop32_means_through_work_reaches_medium,
    test_stop32_means_through_work_look_alikes_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
