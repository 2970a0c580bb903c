"""The reviewed atoms the rules are built from: (kind, regex) per language.

An atom is a word or short phrase of one kind (a means, a place, a time, a negator's target …).
Signals are made from the atoms found in one clause, whatever their order (``rules.py``), so
"药我攒好了", "我把药都攒好了" and "攒了好多药" are the same signal. Gaps inside a pattern never
cross a clause break. Chinese patterns run on text whose whitespace between Chinese characters is
removed; English ones on lower-cased text with whitespace collapsed.
"""

from __future__ import annotations

from typing import Final

G: Final = r"[^，。！？；,.!?;\n…]"  # one character inside the clause
METHOD: Final = (
    r"(跳楼|跳河|跳江|跳海|跳桥|跳井|跳下去|割腕|上吊|烧炭|服毒|喝农药|吞药|吃安眠药|吞安眠药|卧轨|撞车|投河|投江"
    r"|吃药自|开煤气|(喝|吞|吃)(杀虫剂|除草剂|百草枯|敌敌畏|老鼠药|鼠药|消毒液|敌百虫))"
)

# A passive wish is an end of one's life (dying, an accident, not waking, never having been born)
# inside a frame that welcomes it ("…就好了", "…也无所谓", "…松口气"), whatever the words.
DONE_G: Final = r"[^，。！？；,.!?;\n…就要会能可快将]"  # a gap that looks to no future
OWN_G: Final = r"[^，。！？；,.!?;\n…你他她它]"  # a gap that names no one else
ZH_END_OF_LIFE: Final = (
    r"(死(掉|了)?|(就这么|就这样)睡过去|(一觉)?睡到永远|永远(地)?睡(下去|着)|一直睡下去|长睡不醒|就(这么|这样)(走了|没了|消失(掉|了)?)|(我(?![弟哥姐妹爸妈的])|自己)" + OWN_G + r"{0,4}消失(掉|了)?|醒不(来|过来)|一觉不醒|不醒"
    r"|(?:^|(?<=[，。！？；,.!?;]))消失(掉|了)"  # stop 30: the subject left out ("消失掉也没什么不好")
    r"|(直接|永久|永远|彻底)(地)?下线"  # stop 47: logged out for good ("要是能直接下线就好了")
    r"|(我|自己)(突然|就|也|真的|哪天){0,2}(没了|不在了)(?!钱|工作|办法|电|信号|胃口|力气|兴趣|时间|动力)"
    r"|(车|车子)" + G + r"{0,4}撞(过来|上来|死|上我|到我)|被撞(了|死)|(车|车子)(要是|如果)?" + G + r"{0,2}(不|没)(停|刹车|刹住)|撞(到|上|死)我|(出|遇)(个|了|到)?(车祸|意外)|失事|坠机"
    r"|得(个|了)?(绝症|癌症|重病)|没(有)?(出生|被生下来)|没来过(这)?(世上|世界)?|被车撞)"
)
ZH_WELCOME: Final = (
    r"(就好|多好|好了|也好|挺好|算了|无所谓|也行|也罢|松(一)?口气|不用(再)?(面对|承受|受|熬)|不(会)?(觉得)?可惜|解脱|轻松"
    r"|没关系|不错|省事|一了百了|没(什么|啥)(不好|大不了|关系|可惜|所谓))"
)
# An ending of everything said without a word of death ("一切都会画上句号", "不会再痛苦了").
# Stop 47: the literary register of one's own end: a life spent, gone with the river or the wind,
# a visit to the world over, the world without me hereafter, turned to smoke or dust, an angel
# become, life's game given up (not a thing's, a tour's, a song's or a game's: the speaker is
# the subject, or the life is named)
ZH_POETIC_END: Final = (
    r"此生(已|便|就)?尽(?![力心兴])|此生已了(?!无)|了却(此生|残生|这一生|余生)"
    r"|(我|便|就|想|要|愿)(便|就)?(随|跟着)(江水|河水|流水|湖水|海水|海浪|潮水|风|江|河)(而去|去了)(?=[，。！？,.!?~～]|$)"
    r"|(人间|世上|世间|这世上)(走|来)(了)?一遭" + G + r"{0,6}[，,]?" + G + r"{0,4}(该|要|得)(回去|走|离开)了"
    r"|(世间|世上|人间|这世上|这个世界)(从此|以后|往后|再)?(再)?(无|没有)(我|了我)(?=[，。！？,.!?~～]|$)"
    r"|(我|便|就)(便|就)?(化作|化成|变成)(一缕|一捧|一把)?(青烟|尘埃|灰烬|尘土|泡沫)|就此(消散|长眠|安息)"
    r"|(我|我要|我想)(去)?(当|做|变成)天使(了)(?![^。！？\n]{0,20}(志愿|义工|演|扮|cos|角色|节目|护士|医院))|(人生|这辈子)(这局|这场|这盘)?" + G + r"{0,4}(投降|认输|弃权|缴械)")
ZH_FINALITY: Final = (
    r"(一切|所有(的)?事|这一切)(就|都|也)?(会|要|将)?(结束|过去|画上句号|了结|解脱)|画(上)?(个)?句号"
    r"|不(会|用)再(痛|痛苦|难受|麻烦|打扰|拖累|醒|受苦|烦你们)|永远不(会|用)?(再)?醒|永远(地)?(安静|解脱)"
    r"|(没有痛苦|不会(再)?痛|不用(再)?痛)的地方|那里没有(痛|痛苦)|不会再有我|(醒来|醒了)的时候[，,]?" + G + r"{0,4}我(已经)?(走了|不在了)"
    r"|(看到|收到|拆开|读到|发出去|发出|公开|送达|打开)(的)?(时候|那会儿|那时)[，,]?" + G + r"{0,4}我(人)?(应该|大概|可能|估计|就|早就|已经|都){0,3}(不在了|没了|解脱了)"
    r"|我" + G + r"{0,6}不在(这个)?(世界|世上|人世|人间)(上)?了|我人(已经|早就|就)?(没了|不在了)"
    # round nine: euphemisms of one's own death — no tomorrow's sun, joining the dead over there,
    # becoming a star, logging out of life, waking on the other side
    r"|看不(到|见)(明天|明早|明日)的太阳|(去|到)天上(当|做|变成)星星|变成(天上的)?(一颗)?星星(了|去)"
    r"|(走了|去世|过世|不在了|死了)[^。！？\n]{0,16}(去|过去|到)(那边|另一边|那个世界|天上)" + G + r"{0,3}(陪|找|见|和|跟)"
    r"|(去|过去|到)(那边|另一边|那个世界|天上)" + G + r"{0,3}(陪|找|见)" + G + r"{0,6}[，,]?" + G + r"{0,6}(走了|去世|过世|不在了)"
    r"|(团聚|作伴|做伴)[^。！？\n]{0,12}在那边(等|陪)我(?!们)|在那边(等|陪)我(?!们)[^。！？\n]{0,12}(团聚|作伴|做伴)"
    r"|醒(来|过来)[^。！？\n]{0,10}(在)?(那个世界|另一个世界)|醒(来|过来)[，,]?" + G + r"{0,6}人(已经|就)?在另一边"
    r"|(活着|人生|这辈子|人间|世界)[^。！？\n]{0,12}(早点|早些|干脆|提前|直接)(退场|离场|谢幕|领盒饭)"  # stop 47
    r"|(人生|这辈子)" + G + r"{0,3}(我)?(不玩了|不想玩了|玩不下去了)|下线[，,]?(永久|永远)的(那种)?"
    r"|" + ZH_POETIC_END + r"|(拖累|累赘|负担|包袱|拖油瓶)[^。！？\n]{0,12}(早点|早些|干脆|索性)(走|死|没)(了)?(也|就|倒)?(省心|好|算了|干净|清净|省事|解脱)"
    r"|(活着|人生|这辈子|人间|世界)[^。！？\n]{0,20}(彻底|永久|永远|早点|想)(下线|退游|删号|销号)|(人生|这辈子)" + G + r"{0,4}副本" + G + r"{0,6}(不想|懒得)(再)?(刷|打|玩)"
    r"|(走进去|走进水里|走到水里|走进(河|江|海|湖)里)[，,]?" + G + r"{0,3}(再也)?不(出|上)来"
    r"|消失(咗|了)?(仲好|更好)|活着(就是|也是|只是)?" + G + r"{0,2}白活"
    r"|(要是|如果|假如)[^。！？\n]{0,12}就不(再)?撑了"
    r"|(安心|放心)(地)?(走|离开)(了)?(?=[，。！？,.!?]|$)|永远(地)?(自由|安息)|再也不用(撑|坚持|熬)|彻底(解脱|安静下来)|让自己(彻底|永远)" + G + r"{0,2}(安静|消失|解脱|结束|离开)"
)
# Poisons named by their brand or chemical (a pesticide, a rodenticide, cyanide).
ZH_POISON_NAMES: Final = (
    r"甲胺磷|乐果|草甘膦|毒鼠强|氰化(物|钾|钠)|砒霜|敌百虫|甲拌磷|对硫磷|呋喃丹|克百威|氟乙酰胺|磷化铝|磷化锌"
    r"|杀鼠剂|灭鼠药|灭鼠灵|杀鼠灵|溴敌隆|敌鼠|草铵膦|毒死蜱|毒药|1059|1605"
)
# Medicines by their generic and common brand names, one table a kind (stop 42): a named drug is
# medicine, like 药. Each kind is read the same way (an amount taken, a stockpile, a topic
# before its verb), so a name belongs in its kind's table, never in a pattern of its own.
ZH_SLEEPING_PILLS: Final = (  # hypnotics and benzodiazepines
    r"艾司唑仑|地西泮|安定片|(?<=[片粒颗板盒瓶])安定|劳拉西泮|阿普唑仑|氯硝西泮|右佐匹克隆|佐匹克隆|唑吡坦|扎来普隆|三唑仑|咪达唑仑"
    r"|奥沙西泮|硝西泮|苯巴比妥|水合氯醛|思诺思|舒乐安定|佳静安定|罗拉|忆梦返|安眠片"
)
ZH_ANTIDEPRESSANTS: Final = (
    r"舍曲林|氟西汀|帕罗西汀|(艾司)?西酞普兰|文拉法辛|度洛西汀|米氮平|阿米替林|氯米帕明|多塞平|曲唑酮"
    r"|安非他酮|阿戈美拉汀|伏硫西汀|氟伏沙明|黛力新|左洛复|百忧解|来士普|怡诺思|欣百达|瑞美隆|赛乐特|喜普妙"
)
ZH_ANTIPSYCHOTICS: Final = (
    r"喹硫平|奥氮平|利培酮|阿立哌唑|氯氮平|氟哌啶醇|齐拉西酮|帕利哌酮|舒必利|氨磺必利|鲁拉西酮"
    r"|思瑞康|再普乐|维思通|安立复|博思清"
)
ZH_MOOD_STABILISERS: Final = (
    r"碳酸锂|丙戊酸钠|丙戊酸镁|德巴金|拉莫三嗪|利必通|卡马西平|奥卡西平|托吡酯"
)
# Stop 43: the painkillers sold over the counter apart from the opioids, so that a purchase of
# one (or of a cold medicine) is read as an everyday object, like 药 (``rules.EVERYDAY``).
ZH_OTC_PAINKILLERS: Final = (
    r"布洛芬|对乙酰氨基酚|扑热息痛|泰诺|芬必得|阿司匹林|散利痛|去痛片|索米痛|双氯芬酸|萘普生|安乃近|洛索洛芬"
    r"|塞来昔布|止痛片|止疼片"
)
ZH_OPIOIDS: Final = r"曲马多|吗啡|芬太尼|羟考酮|可待因"
ZH_PAINKILLERS: Final = ZH_OTC_PAINKILLERS + r"|" + ZH_OPIOIDS
ZH_COLD_AND_ALLERGY: Final = (
    r"新康泰克|康泰克|白加黑|感康|快克|百服宁|感冒灵|氯雷他定|开瑞坦|西替利嗪|仙特明|扑尔敏|氯苯那敏"
    r"|苯海拉明|右美沙芬|伪麻黄碱"
)
ZH_OTHER_DRUGS: Final = r"胰岛素"
ZH_DRUG: Final = "|".join((ZH_SLEEPING_PILLS, ZH_ANTIDEPRESSANTS, ZH_ANTIPSYCHOTICS,
                          ZH_MOOD_STABILISERS, ZH_PAINKILLERS, ZH_COLD_AND_ALLERGY, ZH_OTHER_DRUGS))
# A hanging said by its verb, in any order ("把自己吊起来", "我就吊在那儿", "今晚吊"), and a
# point to hang from tried for strength ("衣柜的杆子够结实").
ZH_HANG: Final = (
    r"(我|自己)(就|要|会|去|想|也|便|直接|打算|准备|马上|再|得|今晚|明天){0,3}吊(在|上去|起来|死|下去)(?![^，。！？,.!?]{0,4}(单杠|双杠|吊环|威亚|吊床|健身|锻炼))"
    r"|(今晚|今天|明天|等会|一会儿|马上|现在|待会)(就)?吊(?=[，。！？,.!?]|$)"
    r"|(横梁|房梁|梁|门框|吊扇|晾衣杆|杆子|暖气管|水管|挂钩)[^。！？\n]{0,10}((够|挺|很)结实|(承|撑|吊|受|挂)(得)?住|承重|承受|重量|体重)"
    r"(?![^。！？\n]{0,4}(秋千|吊床|沙袋|吊灯|灯|书|衣服|花))"
)
# Probe 18: a hanging set up and under way told by its parts, no word of death or rope: a cord,
# a wire, a belt or a scarf already wound or tied, and the speaker up on a chair or a stool, in
# either order within the sentence ("我站在椅子上，电线已经绕好了"). A setup (acquiring and means):
# a bulb, a lamp or a swing in the sentence makes it ordinary (``rules.py``).
ZH_CORD: Final = r"(电线|电缆|数据线|充电线|网线|延长线|皮带|腰带|围巾|丝巾|床单|被单|领带|布条|鞋带|绳子)"
ZH_TIED: Final = r"(绕|系|绑|拴|缠|套|打)(好|上|在|了|住|紧|成)"
ZH_UP_ON: Final = (
    r"((站|踩|立|爬|蹲)(在|到|上)(了)?" + G + r"{0,3}(椅子|凳子|板凳|小凳|床沿|床边|桌子|窗台)"
    r"|(站|踩|爬)上去|(椅子|凳子|板凳)" + G + r"{0,3}(放好|摆好|搬好|搬过来|垫好))"
)
# Stop 35: a point to hang from, a cord tied or hung there ("围巾系在门把手上", "数据线在暖气片上
# 绕好了", "床单撕成条拧好了，系在晾衣杆上"): a hanging set up, ordinary beside a use or a purpose
ZH_ANCHOR: Final = (
    r"(门把手|把手|衣柜杆|衣柜的杆子|挂衣杆|床头|床架|暖气片|暖气管|晾衣杆|吊扇|横梁|房梁|门框|窗框|上铺|栏杆|水管|横杆)"
)
# Stop 36: a cord hung up at a point left unnamed (挂在上面, 挂上去了) with a stool or a chair
# said to be there ("围巾挂在上面了，凳子也在")
ZH_HUNG_UP: Final = (
    ZH_CORD + G + r"{0,6}((挂|吊|系|绑|拴)(在|到)(上面|上头|那儿|那里|高处)|(挂|吊)(上去|上面去))"
)
ZH_STOOL_THERE: Final = (
    r"(椅子|凳子|板凳|小凳)(也|都|就)?(已经)?(在|有|备好|准备好)(了|下面|底下|旁边|脚下)?(?=[，。！？,.!?]|$)"
)
ZH_LIGATURE_SET: Final = (
    ZH_HUNG_UP + r"[^。！？\n]{0,20}" + ZH_STOOL_THERE
    + r"|" + ZH_STOOL_THERE + r"[^。！？\n]{0,20}" + ZH_HUNG_UP
    + r"|" + ZH_CORD + G + r"{0,10}" + ZH_TIED + r"[^。！？\n]{0,20}" + ZH_UP_ON
    + r"|" + ZH_UP_ON + r"[^。！？\n]{0,20}" + ZH_CORD + G + r"{0,10}" + ZH_TIED
    + r"|" + ZH_CORD + r"[^。！？\n]{0,12}(系|绑|拴|挂|绕|缠|吊)(在|到)(衣柜的|衣橱的)?" + ZH_ANCHOR
    + r"|" + ZH_CORD + G + r"{0,4}(在|往)" + ZH_ANCHOR + r"(上)?" + G + r"{0,2}(系|绑|拴|挂|绕|缠)(好|上|紧|牢)"
    # stop 38: the point named first ("门把手上系好了围巾", "暖气管上挂了根绳")
    + r"|" + ZH_ANCHOR + r"(上)?(已经)?(系|绑|拴|挂|绕|缠)(好|上|紧|牢)?(了)?(一)?(根|条)?(绳子|绳|电线|电缆|数据线|充电线|皮带|腰带|床单|布条|鞋带|围巾|丝巾)"
)
# Walking or rushing into traffic, in front of a truck or under its wheels.
ZH_TRAFFIC: Final = (
    r"(站|躺)(在|到)" + G + r"{0,2}(马路|公路|车道)(中间|中央|当中)"
    r"|(往|冲向|冲进|冲到|走进|走到|走向|躺到|跳到|扑向|扑到|站到|钻到|钻进)" + G
    + r"{0,3}(车流|马路(中间|中央|当中)|车道(中间|中央)|(大)?(货车|卡车|公交车|大巴|渣土车)(前面|前头|底下|下面|轮下|轮子底下))"
)
# Stop 38: walking on into deep water ("喝完就往水里走", "一直往湖里走", "往水深的地方走"), not a
# step or two in the shallows.
ZH_INTO_WATER: Final = (
    r"((一直|继续|就|慢慢|还在|一步(一)?步|一步步)(地)?(往|朝)(水|河|江|湖|海|水库)(里|中|中心|中央|深处|中间)(走|去|游)"
    r"|(游|走)到(没(有)?力气|游不动|走不动)(为止)?"  # stop 49 (zhwide): on until one's strength is gone
    r"|(往|朝)(水|河|江|湖|海)?(更)?深(的地方|处)(走|去)|(往|朝)(更)?深水(里|区|处)?(走|去))"
    r"(?![^。！？\n]{0,8}(浮潜|潜水|游泳|冲浪|玩|捡|摸|捞|救|拍|教))"
)
# Stop 38: weights tied to one's body beside water ("在水库边上，脚踝绑了哑铃").
ZH_WEIGHTED: Final = (
    r"(脚|脚踝|腿|腰|身上|手腕)(上)?" + G + r"{0,2}(绑|系|拴|挂|缠)(了|上|着|好)" + G + r"{0,3}(哑铃|石头|砖头|砖|铁块|重物|杠铃片)"
)
ZH_WATER: Final = r"(水库|河|江|湖|海|池塘|水塘)"
# Stop 38: gas let out with the speaker lying by it ("把燃气灶的管子拔了，我躺在旁边").
ZH_GAS_LOOSE: Final = (
    r"(燃气|煤气|天然气)(灶|罐|瓶)?(的)?(管子|软管|管道|阀门|气管)" + G + r"{0,3}(拔|剪|割|拧)(掉|下来|断|开)?(了)?"
    r"[^。！？\n]{0,12}(躺|睡|坐)(在)?(旁边|边上|地上|厨房)"
    # stop 48 (lead): the gas left on where no cooking is told and no one forgot it ("自己一个人回来，
    # 煤气开着"; not "煤气开着，锅里炖着汤", "忘了关煤气")
    r"|(?<!忘)(?<!忘了)(?<!没)(煤气|燃气|天然气)(阀门|开关|灶)?(已经|一直|就)?(开着|打开了|拧开了|开了)(?=[，。！？,.!?~～]|$)"
    r"(?![^。！？\n]{0,12}(关|做饭|炖|烧|煮|炒|锅|饭|菜|汤|水|热水器))"
)
# Carbon monoxide made ready: an exhaust piped in, an engine left running in a shut garage,
# charcoal lit.
ZH_SHUT: Final = (
    r"(门|窗|车窗|门窗|车库门|卷帘门)(都)?" + G + r"{0,2}(关|拉|锁|封)(了|上|好|死|紧|严|着|下来)|关(了|上|好)?(车库)?门"
)
ZH_RUNNING: Final = r"(发动机|引擎|车)" + G + r"{0,4}(开着|一直(开|响|转|着)|发动着|打着火|点着火)|(没|不)熄火"
ZH_CO: Final = (
    r"排气管" + G + r"{0,10}(接|连|通|引|插|塞)(好|上|到|进)?(了)?" + G + r"{0,3}(管|车里|车内|车窗|窗)"
    r"|(管子|软管|水管)" + G + r"{0,8}排气管|尾气" + G + r"{0,8}(引|接|通)(到|进)(车里|车内|车窗|窗)"
    r"|(车库|车里|车内)[^。！？\n]{0,16}(" + ZH_SHUT + r")[^。！？\n]{0,16}(" + ZH_RUNNING + r")"
    r"|(车库|车里|车内)[^。！？\n]{0,16}(" + ZH_RUNNING + r")[^。！？\n]{0,16}(" + ZH_SHUT + r")"
    r"|炭" + G + r"{0,8}(点着|点燃|烧起来|烧着|烧上|生起来|引燃|点上|在烧)"
    # stop 36: a coal stove or a brazier carried into a room shut up ("煤炉搬进卧室了，门窗关严了")
    r"|(煤炉|煤球炉|炭炉|火盆|炭盆)" + G + r"{0,6}(搬|拿|端|放)(进|到|在)(了)?(卧室|房间|屋里|浴室|卫生间|车里)[^。！？\n]{0,16}(" + ZH_SHUT + r")"
    r"|车[^。！？\n]{0,16}(车窗|窗户|窗|门缝|窗缝)" + G + r"{0,6}(封|堵|塞)(好|死|上|住|严)"
    # stop 30: gas left on in a room shut up
    r"|(煤气|燃气|天然气)" + G + r"{0,6}(开着|打开|开了|没关|一直开)[^。！？\n]{0,16}(" + ZH_SHUT + r")"
    r"|(" + ZH_SHUT + r")[^。！？\n]{0,16}(煤气|燃气|天然气)" + G + r"{0,6}(开着|打开|开了|没关|一直开)"
)
# An overdose already taken (an attempt in progress) needs more than a dose: a whole bottle, all
# of it, tens of tablets — or a poison.
ZH_MANY: Final = (
    r"((一整|整|一|几|好几|两|三|四|五)(瓶|盒|板|大把|把)|全部|所有(的)?|几十"
    r"|[二三四五六七八九]十(多)?|十几|[1-9]\d|\d{3})"
)
# Stop 42: a rescue, by what it does (saves, stops, reaches in time, takes to hospital), and who
# would do it; denied by the speaker's design (no one will, no one can in time, let no one).
ZH_RESCUE_ACT: Final = (
    r"(抢)?救(回来|回|过来|活|下来|起来|得了|得回来)?|洗胃|拦(住|下|下来|得住)?|阻止|拉(住|回来|回|下来)"
    r"|送(我)?(去|到|进)?(了)?(医院|急诊|医)|(及时)?赶(到|来|过来)|报警|打120|叫(救护车|120)"
)
ZH_RESCUER: Final = r"(任何人|谁|他们|她们|别人|人|家人|医生|医院|救护车|120|警察)"
ZH_RESCUE_DENIED: Final = (
    r"(不会|不能|不给|不让|别|绝不)(再)?(让|给|被)?" + ZH_RESCUER + r"?(有)?(机会)?" + G + r"{0,4}?(" + ZH_RESCUE_ACT + r")"
    r"|" + ZH_RESCUER + r"(都|也)?(别想|休想)" + G + r"{0,6}?(" + ZH_RESCUE_ACT + r")"
    r"|(没人|没有人|不会有人|谁都不会|谁也不会|谁都不能|谁也不能)(能|会|可以)?(及时)?" + G + r"{0,4}?(" + ZH_RESCUE_ACT + r"|来得及)"
    r"|(救|抢救|拦|送)(不|不了)(回来|过来|住|及|到)"
)
# Stop 42: what is looked at or photographed from a high place or a shore (an ordinary use of it).
ZH_SCENERY: Final = (
    r"日出|日落|夕阳|晚霞|朝霞|夜景|风景|景色|星星|星空|银河|月亮|月色|云海|云|彩虹|烟花|雪景|江景|海景|湖景|城市|天际线"
)
# Stop 42: plants kept on a sill, a balcony or a roof (their care an ordinary use of the place).
ZH_PLANTS: Final = r"绿萝|多肉|花|盆栽|植物|吊兰|仙人掌|花草|绿植|发财树|月季|兰花|薄荷|菜苗"
# Stop 42: a person one keeps away from (``avoiding``).
ZH_AVOIDED: Final = (
    r"(他|她|前任|前男友|前女友|前夫|前妻|渣男|渣女|老板|领导|债主|催债的|那个人|那个男的|那个女的|相亲对象|婆婆|某人)"
)
ZH_HOUSEHOLD: Final = (
    r"除垢剂|管道疏通剂|疏通剂|甲醇|工业酒精|洗衣凝珠|防冻液|清洁剂|去污剂|除锈剂|洁厕剂|洁厕液|消毒剂|漂白粉"
)
ZH_POISON: Final = r"(农药|百草枯|敌敌畏|老鼠药|鼠药|除草剂|杀虫剂|消毒液|洗涤剂|" + ZH_POISON_NAMES + r")"
# Stop 43: the periods a supply of medicine is counted in, one table for an amount ("a month's
# worth", ``EN_MANY``) and a supply taken (``EN_SUPPLY``).
EN_PERIOD: Final = r"(month|week|fortnight|two weeks|three weeks)"
EN_MANY: Final = (
    r"all (of )?(my|the|those|these)|the (whole|entire|full) (bottle|box|pack|packet|strip|jar)( of)?"
    # stop 42: most of a supply, a month's worth
    r"|most of (my|the|those|these)|(a|the|my) (whole |entire |full )?" + EN_PERIOD + r"('s|s'|s) (worth|supply)( of)?"
    r"|a (whole|full|entire) (bottle|box|pack|packet|strip|jar)( of)?|(like |about |over |around )?(\d{2,}"
    r"|twenty|thirty|forty|fifty|sixty|a hundred)|dozens of|a (bunch|handful|load) of|handfuls of"
    r"|way too many|every (last |single )?one of|every|(\d+|two|three|four|five|six|ten) (bottles|boxes|packs|packets|strips|blisters|jars)( of)?|a (bottle|box|pack|packet|strip|blister)( of)?|(a lot|lots|a ton|tons) of|so many"
)
EN_POISON: Final = (
    r"(bleach|antifreeze|pesticide|poison|weed ?killer|rat poison|drain cleaner|paraquat|roundup|glyphosate"
    r"|cyanide|arsenic|strychnine|malathion)\b"
)
# Someone's weapon or drugs whose place the speaker knows ("我爸抽屉里有把枪，我知道在哪").
ZH_ACCESS: Final = (
    r"(枪|猎枪|手枪|安眠药|药)[^。！？\n]{0,12}我(都|早就)?知道" + G + r"{0,4}(在哪|放哪|藏哪|放在哪|藏在哪|钥匙在哪|密码|怎么打开)"
)
# Medicine saved from what one hands out: a part of it, the drug said before ("药分好了，我偷偷攒了一半").
# A little bought at each of several pharmacies, the medicine left unsaid ("每家买一点").
EACH_BOUGHT: Final = r"(都)?(买|开|拿|配)(了)?(一点|一些|点|几片|一盒|一瓶|一板)?(?=[，。！？,.!?]|$)"
ZH_SAVED: Final = (
    r"(药|片|粒|颗|安眠药)[^。！？\n]{0,16}攒(了|好|够|下)?(一半|一些|不少|好多|很多)"
)
# Stop 44 (turns), 46 (zhready): a readiness with no thing named, its subject and its verb
# (stop 47: things tidied away or made complete, 收拾好, 准备齐)
ZH_READY_WHAT: Final = r"(东西|该准备的|该备的|该弄的|该办的|该买的|要用的|需要的|一切|该收拾的|该交代的)"
ZH_READY_DONE: Final = (
    r"备齐|备好|准备好|准备妥当|准备就绪|弄妥|弄好|搞定|办妥|安排妥当|收拾好|收拾妥当|准备齐|备全|准备齐全")
# Stop 47: the beyond: those gone before and the places of the dead
ZH_BEYOND: Final = (
    r"见(太奶|太奶奶|太姥姥|阎王|阎王爷|马克思|上帝|祖宗|列祖列宗)|(天堂|地府|阴间|阎王(爷)?那(儿|里)?)(报到|报道)"
    r"|喝孟婆汤|过奈何桥")
# Stop 47: slang and an older register for one's own death (``active``): 嘎 / 噶 wished, a life
# restarted (重开, remake, 投胎) on a day, life's group chat left, the pesticide drunk to go. A
# game, an account, a phone or an exam said 嘎了 / 重开 is none (a wish or a life is named).
ZH_SLANG_END: Final = (
    r"(真想|好想|想|要|准备|打算|决定|干脆)(现在|今晚|今天|明天|马上|这就|直接)?(就)?(去)?(嘎|噶)(了|掉)?(吧|算了)?(?=[，。！？,.!?~～啊]|$)"
    r"|(人生|这辈子|这一世|这条命|活着)[^。！？\n]{0,16}?(今晚|今天|明天|明早|马上|现在|这就|周末)(就)?(去)?(重开|remake|投胎)(了|吧)?(?=[，。！？,.!?~～]|$)"
    r"|(人生|这辈子|人间|这个世界|世界)(这个|的)?(群|群聊)(?![^。！？\n]{0,12}(吵|刷屏|广告|消息|通知))[^。！？\n]{0,8}?退(了|出|掉)?|退出(人生|人间|这个世界)(的|这个)?(群|群聊)?"
    r"|(想|要|准备|打算|干脆|还不如)" + G + r"{0,2}喝(农)?药(走|死|了断|自尽)"
    r"|(?<![a-z0-9])zs(了|算了|得了|拉倒|吧)|(嘎|噶)(了|掉)?(我)?自己"
    r"|(想|要|准备|打算|决定|该)(现在|今晚|今天|明天|马上|这就|直接)?(就)?去(投胎|" + ZH_BEYOND + r")"
    r"|(今晚|今天|明天|明早|马上|现在|这就)(就)?去(投胎|" + ZH_BEYOND + r")")
ZH_BURDEN: Final = r"(累赘|拖累|负担|包袱|多余的人|多余的|拖油瓶|(个|一个)麻烦)"
ZH_ORDINARY_END: Final = (
    r"考完|下班|放(寒|暑)?假|离职|辞职|毕业|分手|离婚|退休|交稿|上线|忙完|写完|做完|交完|搞定|熬完|考试|期末|高考|中考|考研"
    r"|论文|作业|项目|答辩|面试|加班|实习|军训|交了|学期|病好|出院|还完|还清|房贷|车贷"
)
# A cut said by its depth, its object often left unsaid ("割得很深"), and bleeding that goes on.
ZH_DEEP_CUT: Final = (
    r"(割|划)(得|的|了)?((很|太|好|特别|非常|挺|这么|那么|最)|比(上次|上回|上一次|以前|之前|平时|往常|以往|平常|上周|上礼拜)(还|更|都)?(要)?)深")
# Stop 47: a cut told deeper than the last one, its object left out ("划的比之前深多了", "割了，
# 这次比上次深"): the comparison says it is the speaker's own, and again.
ZH_DEEPER_AGAIN: Final = (
    r"(?:^|(?<=[，。！？,.!?\s]))(又)?(割|划)(得|的|了)?([，,]?(这次|这回|今天|今晚)(割得|划得|割的|划的)?)?"
    r"比(上次|上回|上一次|以前|之前|平时|往常|以往|平常|上周|上礼拜)(还|更|都)?(要)?深")
ZH_BLEEDING: Final = r"血(止不住|一直(在)?(流|冒)|流个不停|还在(往下)?(流|冒|滴)|停不下来|越流越多|(一直)?(在)?往下(滴|流|淌))"
ZH_MARK: Final = r"(伤口|口子|划痕|刀口|血痕|伤疤|疤|伤(?![害心痛感脑]))"
# Stop 40: self-harm read as act × the speaker's own body part × a wound result, not a list of
# phrases: an act that wounds (no slicing of food, no knock, no shave: those are accidents)
# done to a part of one's own body (named after 自己 / 自己把 / 把自己的 / 把我的, or with
# 自己 as the act's object) with what it left (blood, a break, a rot, a gash, bruises).
# Stop 40: passive ideation as a frame × an end of oneself with the speaker as subject, not as a
# list of phrases: the end (消失, 不在, 不存在, 没存在过, 离开这个世界, 睡过去不醒, 出个意外,
# 死) of 我 / 自己 / 我这样的人, in a frame that shrugs at it (也无所谓, 也没关系), says no one
# would notice or care, or asks what it matters (有什么意义 / 区别); and being or not being
# asked of oneself (我存不存在 / 在不在 … 有什么意义 / 都一样).
ZH_SELF_END: Final = (
    r"(死|消失|不在|不存在|没(有)?存在过|离开(这个)?(世界|人世|人间)|睡过去(再也)?不醒|一睡不醒|出(个|了)?意外"
    r"|没(了|掉))")
ZH_SELF_END_FRAMED: Final = (
    r"(我|自己)(?!的)(这样的人|这种人|这个人)?[，,]?[^的，。！？；,.!?;\n…]{0,4}" + ZH_SELF_END + r"(了|掉)?(的话|了的话)?[，,]?"
    r"(也|都|又)(无所谓|没关系|没什么|没(有)?(人|谁)(会)?" + G + r"{0,2}(在意|在乎|发现|注意到|知道|记得)"
    r"|不会有人" + G + r"{0,2}(在意|在乎|发现|注意到|知道|记得))"
    r"|(我|自己)" + G + r"{0,2}(存不存在|在不在|活不活着?|死不死|消不消失)[，,]?" + G + r"{0,4}"
    r"(有什么|有啥|又有什么|能有什么)(意义|区别|关系|所谓|不同)|(我|自己)" + G + r"{0,2}(存不存在|在不在|活不活着?|死不死|消不消失)"
    r"[，,]?" + G + r"{0,4}(都|也)(一样|无所谓|没区别|没人在意)"
    r"|(我|自己)" + G + r"{0,2}(活着|存在)(或者|还是|与|和)?(不|没)(活着|存在)[，,]?" + G + r"{0,4}"
    r"(有什么|有啥|又有什么|能有什么)(区别|意义|不同)"
    r"|(觉得|感觉|想)(我|自己)" + ZH_SELF_END + r"(了)?(会|就|反而)?(比较|更|挺|还)(好|轻松|清净)")
# Stop 40: an urge at the wheel in plain words (就想一脚油门冲出去, 总想撞向路边的墙): an urge (想,
# 冲动, 控制不住) × the car driven off or into something; not to overtake, race or catch up.
ZH_URGE: Final = r"((总|老|就|很|真|好|特别|一直|总是|老是|都)想|(冲动|念头)(想|要)?|忍不住(想)?|控制不住(地)?(想)?)"
ZH_WHEEL_URGE: Final = (
    r"(进站|站台|轨道|窗边|楼顶|天台|阳台|桥上|边上|高处|崖边)[^。！？\n]{0,12}" + ZH_URGE
    + G + r"{0,2}(往前|往下|往外|朝前)(迈|跨|走|跳|冲)|"
    + ZH_URGE + G + r"{0,4}((一脚)?油门" + G + r"{0,4}(冲|撞|飞)(出去|下去|过去|上去|向|进)"
    r"|(撞|冲)(向|进|上|到)" + G + r"{0,6}(墙|护栏|桥墩|隔离带|大车|货车|卡车|树|对面|山崖|悬崖|江|河|桥下))"
    r"(?!" + G + r"{0,6}(超车|超过|抢|赶|追|比赛|漂移))")
# Stop 41: a wish for an accident, a disaster or a fatal illness to end oneself, with no word of
# death: a welcome (希望, 巴不得, 但愿, 真想) or a condition closed by relief (要是 … 就好了) × a
# fatal event befalling the speaker (车祸, 被…撞 / 砸 / 埋, 地震, 失事, 绝症, 心脏停了, 一睡不醒,
# 出个意外); no one else, no 不 / 别 / 没 between them, and not "平安 / 没事" after it.
ZH_FATAL: Final = (
    r"(车祸|(被|把我)[^，。！？；,.!?;\n…]{0,6}(撞|砸|劈|碾|压|埋)|地震|海啸|空难|失事|坠机|绝症|癌症|晚期|肿瘤"
    r"|心脏(病)?(停|骤停|停跳)|猝死|一睡不醒|(出|遇)(个|了|到|点)?(什么)?意外"
    # stop 48 (lead): a thing falling on one ("要是有块广告牌砸下来就好了")
    r"|(广告牌|招牌|花盆|石头|砖头|砖块|瓦片|吊灯|陨石|东西|大树|树枝|天花板)" + G + r"{0,3}(砸|掉|落|塌|倒)"
    r"(下来|在我(头上|身上)|到我(头上|身上)?|中我))"
    r"(?![^。！？\n]{0,10}(平安|没事|安全|躲过|幸存|活下来|好起来|治好|痊愈|怎么办))")
ZH_NOT_BETWEEN: Final = r"[^，。！？；,.!?;\n…他她你们别不没]"
ZH_ACCIDENT_WISHED: Final = (
    r"((真|好|很|多|特别)?(希望|盼着|盼望)|巴不得|但愿|真想|好想)" + ZH_NOT_BETWEEN + r"{0,16}" + ZH_FATAL
    + r"|(要是|如果|哪天)" + ZH_NOT_BETWEEN + r"{0,12}" + ZH_FATAL + r"[^。！？\n]{0,10}"
    r"(就好了|也(挺)?好|多好|该多好|算了|一了百了|解脱|省得|正好|就不用|谁也不怪)")
ZH_WHEEL_TARGET: Final = (
    r"(墙|护栏|桥墩|隔离带|大车|货车|卡车|车|树|对面|山崖|悬崖|江|河|海|湖|桥下|柱子|电线杆|栏杆|迎面)")
ZH_URGE_OTHER_WORDS: Final = (
    ZH_URGE + G + r"{0,4}(往|朝|向)" + G + r"{0,8}" + ZH_WHEEL_TARGET + r"(上|里|下)?(撞|冲|栽|扎)"
    r"|(往|朝|向)" + G + r"{0,8}" + ZH_WHEEL_TARGET + r"(上|里|下)?(撞|冲|开|栽|扎|跳)(过去|进去|下去|上去)?的(念头|冲动|想法)"
    r"|(有(个|一个|种)|心里(的)?|脑子里(的)?|脑海里(的)?|内心(的)?)(声音|念头)" + G + r"{0,2}(叫|让|催|喊)我" + G + r"{0,4}(松开方向盘|松手|撒手|闭(上)?眼|踩(死)?油门|(油门|方向盘)" + G + r"{0,4}(踩|打|松)|冲(过去|出去)|跳(下去)?|往下)"
    r"|(阳台|楼顶|天台|窗|桥|崖|边上)[^。！？\n]{0,12}" + ZH_URGE + G + r"{0,2}(翻|跨|越)(过|出)(去)?" + G + r"{0,2}(栏杆|护栏|窗|围栏|扶手)"
    r"|" + ZH_URGE + G + r"{0,8}((撞|冲|栽|扎)(向|进|上|到|下)|开(进|下))" + G + r"{0,6}" + ZH_WHEEL_TARGET
    + r"(?!" + G + r"{0,6}(超车|超过|抢|赶|追|比赛|漂移|玩|拍|看))")
ZH_OWN_ACT: Final = r"(抓|掐|挠|抠|咬|打|划|割|撞|扎|戳|刺|烫|砸|捶|扇|勒|啃|撕|剌|磨|扯)"
ZH_OWN_PART: Final = (
    r"(手臂|胳膊|胳臂|手腕|手背|手心|手指|指头|大腿|小腿|腿|脚|脸|脖子|嘴唇|嘴|头|额头|肚子|胸口|肩膀"
    r"|皮肤|皮|肉|手|身上|伤口|疤)")
ZH_WOUND: Final = (
    r"(出(了)?血|流(了)?血|(见|渗|冒)血|血(淋淋|肉模糊)?|烂|破|开(了)?" + G + r"{0,4}口子|口子|青|紫|肿|起泡|水泡)")
ZH_OWN_WOUND: Final = (
    r"(自己|我)(又|还|就|一直|总是|老是)?把(自己的?|我的?)?" + ZH_OWN_PART + G + r"{0,3}" + ZH_OWN_ACT
    + r"(了)?(得|出|到|成|开|破|烂)" + G + r"{0,6}" + ZH_WOUND
    + r"|把(自己的?|我自己的?)" + ZH_OWN_PART + G + r"{0,3}" + ZH_OWN_ACT + r"(了)?(得|出|到|成|开|破|烂)"
    + G + r"{0,6}" + ZH_WOUND
    + r"|把" + ZH_OWN_PART + G + r"{0,3}" + ZH_OWN_ACT + r"(了)?(得|出|到|成|开|破|烂)" + G + r"{0,6}"
    + r"[^。！？\n]{0,8}(我)?(是)?(故意|存心|有意)的"  # a wound told as done on purpose
    + r"|(又|一直|总是|老是|控制不住|忍不住)?" + ZH_OWN_ACT + r"(了)?自己[^。！？\n]{0,10}" + ZH_OWN_PART
    + r"(上)?(都|也|全|已经)?" + G + r"{0,2}" + ZH_OWN_ACT + r"?(得|出|到|成)?" + ZH_WOUND)

# Those a pretence of being well is told to, and what it says (round nine's concealment).
# Letters written for an occasion (camp, a birthday, Christmas) are no farewell (stop 30).
# Stop 47: letters of thanks, reference, application, apology or greeting are no last words
ZH_NOT_A_LAST_LETTER: Final = r"(?<!感谢)(?<!推荐)(?<!求职)(?<!道歉)(?<!介绍)(?<!慰问)(?<!申请)(?<!表扬)(?<![贺情])"
ZH_NO_OCCASION: Final = (
    r"(?![^。！？\n]{0,20}(夏令营|冬令营|生日|圣诞|新年|毕业|开学|过年|情人节|笔友|投稿|求职|申请|推荐|表白|道歉|感谢))"
)
EN_NO_OCCASION: Final = (
    r"(?![\w' ,]{0,40}\b(summer camp|camp|birthdays?|christmas|holidays?|graduation|valentine'?s?|pen ?pals?"
    r"|santa|school|college|thank[- ]yous?|anniversary|mother'?s day|father'?s day)\b)"
)
# Stop 30: treatment, food or drink refused (a means of dying slowly), and the wish to fade away
# said after it in the same sentence (an intent): "我把胰岛素停了，就想这样慢慢走".
ZH_TREATMENT_REFUSED: Final = (
    r"(胰岛素|透析|化疗|放疗|降压药|心脏(病)?(的)?药|抗排异药|抗凝药|靶向药)(我)?(都|也|已经)?" + G
    + r"{0,2}(停了|停掉了|不打了|不吃了|不去了|断了|不做了|不治了|扔了)"
)
ZH_REFUSAL: Final = (
    ZH_TREATMENT_REFUSED + r"|不想再治(了)?|不(再)?治了|放弃治疗|没吃没喝|不吃(也)?不喝|(几|两|三|四|五|\d+)天(都)?(没|不)(吃|喝)(东西|饭|水)?(也)?(没|不)?(吃|喝)?(东西|饭|水)?"
    # stop 31: food or water refused in other words (一个礼拜没怎么吃, 水也不喝了, 不吃饭了)
    r"|(好几|几|两|三|四|五|\d+)天(都)?没怎么(吃|喝)|(一个)?(礼拜|星期|多星期|多礼拜)(都)?没(怎么)?(吃|喝)"
    r"|(水|饭|东西)(也|都)(不|没)(喝|吃)了|不(再)?(吃|喝)(饭|东西|水)了"
    # stop 33: any medicine stopped or thrown away, the hospital or an operation refused, an
    # illness said to be past curing (only with a letting go after it, ``ZH_FADE``)
    r"|(把)?药(我)?(也|都|已经|全)?(停了|停掉了|断了|扔了|不吃了)"
    r"|手术(我)?(也|都)?(不做了|不动了)|(反正|既然)(也)?治不好|治也是白治|不打算治(了)?"
)
# Stop 33: the hospital refused (a queue, a cold), read only with a death let come after it
# (``ZH_DEATH_LET``; "不去医院了，就这样吧" is as often a cold's).
ZH_CARE_REFUSED: Final = r"(医院|医生)(我)?(也|都)?不(会)?(去|看)(了|的)|不(去|上)医院了"
# Stop 31: starving oneself to death said as a resolve (就这样饿死算了): a means, an intent.
ZH_STARVE: Final = r"(就这样|就这么|干脆|索性)(把自己)?(活活)?饿死(算了|好了|拉倒|得了|吧)"
# Stop 33: a death let come ("早点走也好", "死了拉倒", "等着那一天"), not "早点走吧" (leaving early).
ZH_DEATH_LET: Final = (
    r"(还不如|不如)早点(走|结束|死)|早点(走|结束|死)(也好|算了)|早点结束吧|(走了|死了|没了)也好|死了拉倒"
    r"|死就死(吧|了)?|等(着)?(那一天|那天|死)(吧|了)?(?=[，。！？,.!?~～]|$)|(?<!天天在家)(?<!每天在家)等死"
)
ZH_FADE: Final = (
    r"(就|只)?想(就)?(这样|这么)?(慢慢|早点|早些)?(地)?(走|走掉|死|死掉|没了|消失|结束|饿死|耗死)(了|吧)?(?=[，。！？,.!?~～]|$)"
    r"|就这样吧|(反正)?(也)?(没人|没有人)(在乎|关心|管)(我)?|不想(再)?(治|活|撑|坚持)了"
    # stop 31: wearing oneself out to the end, waiting for death, letting the body give out
    r"|耗(到)?死|耗到(身体)?(撑不住|垮|不行|油尽灯枯|最后)|耗着(吧)?(?=[，。！？,.!?~～]|$)"
    r"|随(它|他)去吧|听天由命|让(我|自己|身体)(自己)?(就)?(这么|这样)?(慢慢|安安静静|安静|平静|静静)?(地)?(走|垮|垮掉|衰竭|撑不住|耗干|没了|死)"
    r"|爱咋咋地|爱怎么样就怎么样|(多高|多少|怎样|怎么样|咋样)都无所谓(了)?|(就)?让它(去|烂|坏|恶化)(下去)?吧"
    r"|" + ZH_DEATH_LET
)
EN_TREATMENT_REFUSED: Final = (
    r"\b(stopped|quit|stopping|skipping|skipped|not taking|stopped taking|won't take|refusing|refuse)"
    r" (taking |going to |my )?(my )?(insulin|dialysis|heart (meds|medication|pills)|blood thinners"
    r"|anti-?rejection (meds|drugs)|transplant meds|seizure meds|chemo)\b"
    r"|\b(told (the|my) (doctors?|oncologist|nurses?|family)|i want|i'm having|i'll have) no more (treatments?|chemo|dialysis"
    r"|transfusions)\b(?! for (my|the) (knee|back|hip|shoulder|skin|teeth|acne))"
)
EN_REFUSAL: Final = (
    EN_TREATMENT_REFUSED + r"|\bhaven't (eaten|had anything to eat)( or (drunk|had) anything)?( in| for) (\d+|two|three|four|five|several|a few) days\b"
    # stop 31: eating or drinking stopped in other words ("not gonna eat anymore", "quit eating",
    # "stopped drinking water", "havent had water in 2 days"); a drink given up is no refusal
    r"|\b(stopped|quit|stop|stopping|quitting|refusing|refuse|not|won't|wont|not gonna|not going to)"
    r" (eating|to eat|eat|drinking water|drinking fluids|drinking anything|drink(ing)? water|(eat|eating) or drink(ing)?)( anything)?( anymore)?"
    r"(?=( at all| anymore| for| since| on purpose| until| till| and| or| \d+| (two|three|four|five|six|several|a few|a couple of) days)\b|\s?(?:$|[.,!?;]))"
    r"|\b(refusing|refused|refuse) (all )?(food|meals|water|fluids|to eat|to drink)\b"
    r"|\bhave(n'?t| not) (had|drunk|drank) (any )?(water|anything|food)( to (eat|drink))?( in| for) (\d+|two|three|four|five|several|a few) days\b"
)
EN_FADE: Final = (
    r"(on purpose|deliberately|i (just )?want (it|this|everything) (all )?to be over|(want|going) to (fade|waste) away"
    r"|so (i|it) (can )?(die|end)|let (myself|it) (go|fade|die)|until i'?m gone"
    # stop 31: letting it happen, the body let to shut down, done, gone or over
    r"|let (it|nature|this) (happen|take (its course|me))|(let|until|till) (my body|my heart|it) (just )?(shuts? down|gives? up|stops|fails|quits)"
    r"|(until|till) (i'?m|i am|im) (gone|dead)|(until|till) it'?s (all )?over|i (just )?want (it|this) (all )?(done|over with)"
    r"|hoping (it|my (heart|body)) (just )?stops|(rather|just) let it take me|starve (myself )?(to death|till|until)"
    r"|what'?s the point|there'?s no point|(i )?(just )?want to go(?= ?(?:$|[.,!?;]| now)))"
)
# A stretch of time a person means to be away for ("消失一个星期", "躲两天"): a break, not an end.
ZH_SPELL: Final = (
    r"(([一两二三四五六七八九十几半]|\d+)(个)?(天|日|晚|夜|周|星期|礼拜|月|小时|年)|一阵(子)?|一段(时间|日子)?"
    r"|一会(儿)?|一下(子)?|(一|这个|整个)?(周末|假期|长假|寒假|暑假|国庆|五一|春节))"
)
ZH_CARER: Final = (
    r"(医生|大夫|心理医生|咨询师|心理老师|治疗师|辅导员|班主任|老师|我妈|我爸|爸妈|爸爸|妈妈|家里人|家人|父母"
    r"|老公|老婆|对象|朋友们?|闺蜜|室友|同桌|所有人|谁|大家|他们|她|他)"
)
ZH_FINE: Final = (
    r"(好多了|好了很多|没事|挺好|很好|不错|想开了|想通了|放下了|状态(不错|很好|挺好|好多了)|进步|正常|开心|好好的)"
)

# Round ten: a method and a place decided but left unnamed, a day of one's own, a treasured thing.
ZH_HOW: Final = (
    r"(?:^|(?<=[，、,；;：:。！？!?])|(?<=反正)|(?<=具体)|(?<=其实)|(?<=连)|(?<=我))"
    r"(怎么(做|弄|走|死|结束|办)|用什么(办法|方法|方式|东西)?|(方法|办法|方式)|该用的东西)"
)
ZH_HOW_BARE: Final = r"怎么(做|弄|走|死|结束|办)|用什么(办法|方法|方式|东西)?"
ZH_WHERE: Final = r"(去|在)哪(儿|里)?(做|弄|走|结束)?|(地方|地点)|该去的地方"
ZH_DECIDED: Final = (
    r"(定(下来)?了|定好|选好|找好|挑好|想(清楚|明白|好)|安排(好|妥)|看(过|好)|踩过点|研究好|准备好)"
)
ZH_OWN_DAY: Final = (
    r"生日|忌日|祭日|周年|纪念日|中秋|除夕|元旦|七夕|情人节|圣诞|跨年|那一天|那天"
)
ZH_GOING_GAP: Final = r"[^，。！？；,.!?;\n…去回到坐飞赶开]"
ZH_TREASURED: Final = (
    r"最(喜欢|宝贝|心爱|珍贵|珍惜|爱|重要)的|心爱的|珍藏|留给我的|传家|陪了我" + G + r"{0,6}(年|久)"
)
# a present for an occasion is no bequest ("送你了，好好收着哦，生日快乐")
ZH_NO_PRESENT: Final = r"(?![^。！？\n]{0,40}(快乐|礼物|恭喜|祝你|祝贺|纪念日快乐))"
ZH_KEEP_IT: Final = (
    r"(永远|一直|好好)(地)?(留着|收着|戴着|保存|保管)|留(个|作|做)纪念|当(个)?纪念|留个念想|做个念想"
    r"|以后(我)?(也)?用不(到|着|上)了|再也用不(到|着|上)"
)

# Probe 18: a try that failed with nothing named as what was tried, and a day named for the next.
ZH_TRIED_FAILED: Final = (
    r"(?:^|(?<=[，。！？,.!?\s]))(我)?(上个?月|上周|上个?(星期|礼拜)|去年|前天|昨天|前几天|前阵子|前段时间|那天"
    r"|[一二三四五六七八九十0-9]{1,2}月份?|(前|上)(两|几|一)(天|周|个月|次))?(晚上|的时候)?(我)?(已经)?"
    r"(试过|试了|做过|弄过)(一次|一回)?[，,]?(但是?|可是?|结果|却)?(没(有)?(成功|成|弄成|用)|失败了|不成|没起作用)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(上次|上回|第一次|那次|(上个?月|去年|[一二三四五六七八九十0-9]{1,2}月份?)那次)(没(有)?(成功|成|弄成)|失败了)"
)
ZH_DAY: Final = (
    r"今晚|明晚|明天|后天|今天|这周[一二三四五六日末]?|周[一二三四五六日末]|星期[一二三四五六日天]|下周[一二三四五六日]?"
    r"|下个?(星期|礼拜)[一二三四五六日天]?|月底|周末|(?<![0-9A-Za-z])(?!0)[0-9一二三四五六七八九十]{1,3}号|过几天|下个月"
)

# Probe 18: a drink beside the medicine, laid out, and no question asked about the two.
ZH_DRINK: Final = r"伏特加|白酒|威士忌|二锅头|啤酒|红酒|烈酒|洋酒|黄酒|米酒|清酒|一瓶酒"
ZH_LAID: Final = r"摆在|放在|摆好|摆着|放着|排好|排在|摆上|倒出来|准备好|就在(我)?面前|都在(桌|床)"
ZH_NOT_ASKED: Final = r"(?![^。！？\n]{0,12}(吗|？|\?|能不能|可不可以|行不行))"
# Stop 42: how much of a named drug was taken, read the same for every kind of drug: a whole
# bottle, box or strip, a handful, tens of tablets, all of it, most of a bottle.
# Stop 46 (zhready): those whose going away leaves the speaker unwatched, and their goings
ZH_KIN_AWAY: Final = (
    r"爸妈|父母|家人|家里人|他们|她们|室友们?|舍友们?|老公|老婆|妈妈|爸爸|我妈|我爸|爸爸妈妈|男朋友"
    r"|女朋友|对象|孩子(他|她)?(爸|妈)|老伴|老头子|当家的")  # stop 47: older speakers' names
ZH_AWAY_FOR: Final = (
    r"出差|回老家|回娘家|出国|去外地|出远门|旅游|旅行|值班|值夜班|上夜班|跑车|住院|探亲|走亲戚")
# Stop 46 (zhready): what is left where they will find it after
ZH_LEFT_FOR_AFTER: Final = (
    r"钥匙|银行卡|工资卡|卡|存折|密码|保险单|保单|遗书|(给" + G + r"{1,4}的)?信|手机|钱包|身份证|房产证|存款")
# Stop 47: valuables and a letter left together at a kin's place (存折、房本和一封信压在她枕头底下)
ZH_VALUABLES: Final = (
    r"存折|存单|存款单|房本|房产证|银行卡|工资卡|金项链|金手镯|金戒指|首饰|钥匙|密码|保单|保险单|现金")
ZH_LETTER: Final = r"(?<=[的封和、])信(?![用息号心任箱封])|遗书|(给|写给)" + G + r"{1,4}的(一封)?信"
ZH_KIN_PLACE: Final = (
    r"(她|他|我妈|妈妈|我爸|爸爸|我哥|哥哥|我姐|姐姐|女儿|儿子|老公|老婆|爸妈|家里人|我弟|弟弟|我妹|妹妹)(的)?"
    + G + r"{0,3}(枕头|抽屉|床头|衣柜|柜子|包里|房间|桌上|梳妆台)")
ZH_LEFT_AT: Final = r"(放|压|塞|夹|留|搁|装|藏)?(在|进|到)(了)?" + G + r"{0,2}(" + ZH_KIN_PLACE + r")"
ZH_NO_ERRAND_FOR_IT: Final = (
    r"(?![^。！？\n]{0,48}(防|小偷|偷走|惊喜|生日(礼物|快乐|那天|聚会)|礼物|过户|手续|办理|祝|保管|丢|忘带|备用|开门|收着|让我|帮(她|他)))")
ZH_DRUG_AMOUNT: Final = r"(" + ZH_MANY + r"|(小半|大半|半)(瓶|盒)|一大把)"
# Stop 48 (zhimplied): the pieces counted are a food's (五十几颗瓜子, 三片西瓜), not a dose's
ZH_NOT_FOOD_PIECES: Final = (
    r"(?!(瓜子|花生|糖|葡萄|樱桃|草莓|荔枝|枣|豆|米|饺子|汤圆|丸子|坚果|核桃|板栗|开心果|巧克力|薯片|西瓜|果冻"
    r"|面包|吐司|饼干|肉|牛肉|火腿|蛋糕|披萨))")
# (a supply finished, 吃完 / 吃光 with no 都 / 全 / 一口气 before it, is a course run out, not an
# amount taken at once: "布洛芬一盒吃完了")
ZH_TAKEN_AT_ONCE: Final = (
    r"(都|全|全部|一口气|一下子|已经|刚|刚刚|刚才)?(都|全)?(被我|我|让我|给我)?(都|全|一口气)?"
    r"(干吞|吃|吞|服|嗑|磕|咽|嚼)(了|下去|下|掉)"
    r"|(都|全|全部|一口气|一下子)(都|全)?(被我|我|让我|给我)?(都|全|一口气)?(干吞|吃|吞|服|嗑|磕|咽|嚼)(光|完)"
    r"|(已经|都|全|全部|刚)?(下肚|倒(进)?嘴里)"
)
ZH_COURSE_RENEWED: Final = r"(?![^。！？\n]{0,12}(开|拿|买|配|复诊|续|好了|好多了|好转|该|再吃))"
# a course over days is no amount taken at once ("布洛芬每天吃一片，这个月吃了两盒")
ZH_OVER_DAYS: Final = r"(?!" + G + r"{0,10}(每天|每晚|每次|一天|一次|一个月|这个月|这周|半年|一年|按时|按医嘱|按说明))"
ZH_DRUG_AMOUNT_TAKEN: Final = (
    r"(" + ZH_DRUG + r")" + ZH_OVER_DAYS + G + r"{0,4}?(我)?(干吞|吃|吞|服|嗑|磕|咽)(了|下|掉)(了)?" + ZH_DRUG_AMOUNT
    + ZH_COURSE_RENEWED + ZH_NOT_ASKED
    + r"|(" + ZH_DRUG + r")" + ZH_OVER_DAYS + r"(的)?[，, ]?" + G + r"{0,6}?" + ZH_DRUG_AMOUNT + r"(的)?(药|片|粒|颗)?[，, ]?" + G
    + r"{0,3}?(" + ZH_TAKEN_AT_ONCE + r")" + ZH_COURSE_RENEWED + ZH_NOT_ASKED
    + r"|" + ZH_DRUG_AMOUNT + r"(的)?(" + ZH_DRUG + r")" + ZH_OVER_DAYS + G + r"{0,3}?(" + ZH_TAKEN_AT_ONCE + r")"
    + ZH_COURSE_RENEWED + ZH_NOT_ASKED
)
# Stop 31: the rest of the pills taken next (剩下的等会儿也吃了), after a drink and some pills.
ZH_REST_NEXT: Final = (
    r"剩下的(药|那些|几片|半瓶|半板)?(我)?(也)?(马上|等会儿?|一会儿?|待会儿?|现在|接着|这就|立刻|准备|打算|要|也|都|全)"
    r"(就)?(也)?(全|都)?(吃|吞|服|咽)"
)
ZH_DRINK_OR_LIQUOR: Final = ZH_DRINK + r"|酒"
# a part of the pills already down (一半, 十几片): a dose with a drink is no overdose
ZH_PART: Final = r"(?=[^。！？\n]{0,40}(一半|大半|一大把|一把|十几|几十|[二三四五六七八九]十|\d{2,}|整(瓶|板|盒)(?!酒)))"

# Stop 31: a voice that commands a death or a harm (a command hallucination): its command alone is
# a wish to die told (medium); with the speaker giving in to it ("这次我想照做", "控制不住了"), an
# intent (high). A voice's command is the speaker's own signal: it is said to "我".
ZH_VOICE: Final = (
    r"((?<!广播里的)(?<!喇叭里的)声音(?!教练|老师)|幻听|有人在我(脑子|脑袋|耳边|心里)里?|耳边(总|一直|老|又)?有(人|个声音))[^。！？\n]{0,10}"
    r"((叫|让|要|命令|催|逼|喊)我" + G + r"{0,8}(去死|死掉|自杀|跳(楼|下去|河|江|海|桥)|割(腕|自己|手)|上吊|了断"
    r"|结束(自己|生命|这一切)|伤害自己|杀(了|死)?(我)?自己)|(说|骂)我(该死|不配活|就该去死|应该去死))"
)
ZH_VOICE_OBEYED: Final = (
    r"照(着)?做|听(它|他|她|他们|那个声音)的|控制不住|忍不住|扛不住|顶不住|(抵抗|反抗|抗拒)不了|不想再(抵抗|反抗)"
)

# Stop 32 (Chinese categories): what a window of turns says together, read by
# ``rules._joined`` (one anchored scan of this table a turn). A person named by a pronoun or as
# kin, whose death or wish is joined.
ZH_KIN: Final = (
    r"(爸爸|妈妈|我爸|我妈|父亲|母亲|爷爷|奶奶|外婆|外公|姥姥|姥爷|老公|老婆|丈夫|妻子|老伴|爱人"
    r"|男朋友|女朋友|对象|儿子|女儿|孩子|哥哥|姐姐|弟弟|妹妹|我哥|我姐|我弟|我妹"
    r"|老爸|老妈|我爹|老爹|祖父|祖母|媳妇|老头子"  # stop 34: the same kin in other words
    # stop 35: in a dialect or the family's own word (娘, 阿爸, 老汉儿, 老豆, 阿嬷, 俺娘, 孩子他爸),
    # not inside a word naming no kin (姑娘, 新娘, 伴娘, 老板娘, 娘家)
    r"|阿爸|阿妈|阿嬷|阿公|阿爷|阿婆|老汉儿|老汉|老豆|老窦|老母(?!鸡|猪)|俺爸|俺妈|俺爹|俺娘"
    r"|老头|老太婆|孩子(他|的)(爸|妈)|那口子|(?<![姑新伴板大])娘(?![家们炮娘])"
    # stop 36: in-laws, aunts and uncles, a daughter or a spouse in another word, a grandmother
    # in Hunan (娭毑), a father or a mother in a loan word (爹地, 妈咪)
    r"|婆婆|公公|岳父|岳母|丈母娘|老丈人|舅舅|舅妈|姑姑|姑妈|姨妈|小姨|大姨|伯伯|大伯|婶婶|叔叔"
    r"|闺女|儿媳|女婿|孙子|孙女|外孙|太奶奶|太爷爷|娭毑|爹地|妈咪|爸比|(?<=[我家])先生|(?<!老)太太)"
)
# Stop 48 (lead): a life kept only for someone else ("活着只是为了不让爸妈伤心"), or its one reason
# gone with a person's going ("她要是不在了我也没什么理由了"); living told as enduring ("每天活着都像在
# 熬"); a way to stop existing wished for ("要是有个按钮按下去就能不存在"). Not a life for food, sleep
# or a weekend, nor a button that takes one home.
ZH_KEPT_FOR: Final = r"(" + ZH_KIN + r"|爸妈|父母|家人|家里人|全家|(家里|我家)?(那|这)?(只|条)?(老)?(猫|狗))"
ZH_LIFE_KEPT_FOR: Final = (
    r"(活着|活下去|还活着|撑着|撑下去|(还)?喘着气|还在喘气|(还)?(留|待|呆)在(这个|这)?(世上|世界上|人间)|没(有)?走)[，,]?"
    r"(只|只是|不过是|仅仅是|纯粹|纯粹是|全是|完全是|全)(是)?(为了|因为)?(怕|不想让|不让|舍不得|放不下)?(我的)?" + ZH_KEPT_FOR
    + r"|要不是(因为)?(放不下|舍不得|怕|为了)?" + G + r"{0,6}" + ZH_KEPT_FOR + r"[^。！？\n]{0,10}我早就"
    r"(不想活|不活|走|死|没了|不在|不想(待|呆|留)在(这个|这)?(世上|世界上|人间))"
    + r"|(" + ZH_KEPT_FOR + r"|他|她)(要是|如果|哪天|一旦)" + G + r"{0,4}(不在|走|没)(了)?[，,]?(我)?(也)?(就)?"
    r"(没(有)?(什么)?(活(着|下去)的)?(理由|意义|必要|念想|牵挂)(了)?|不(想)?活了|跟着(走|去))(?=[，。！？,.!?~～]|$)"
)
# Stop 48 (lead): no meaning seen in living ("找不到活着的意义"); a bare "看不到希望" is hopelessness,
# no route alone (stop 36), and a project's meaning is the project's
ZH_NO_MEANING_SEEN: Final = (
    r"(看不到|看不见|找不到|感觉不到|感受不到|看不出)(活着|活下去|人生|存在)(的)?(意义|理由|必要)(了)?(?=[，。！？,.!?~～]|$)")
ZH_LIFE_ENDURED: Final = (
    r"(活着|这日子|过日子|人生|这辈子|这条命|生活)" + G + r"{0,6}(像|是|就是|都是|只是)(在)?(熬|受刑|坐牢|服刑)"
    r"|不想(再)?(待|呆|留|活)在(这个|这)?(世上|世界上|人间|人世)")
ZH_UNBEING_WISHED: Final = (
    r"(按钮|开关|药|办法|方法|魔法|机会)" + G + r"{0,10}(就|直接)?(能|可以|会)(让我)?(直接|彻底|永远)?"
    r"(不存在|消失|从(来)?没(有)?(存在|出生|出现)过)"
)
ZH_ONE: Final = r"(他|她|他们|她们)"
ZH_TOGETHER: Final = r"(一起|一块儿|一块|一道)"
ZH_CLAUSE_END: Final = r"(?=[，。！？,.!?~～]|$)"
# Stop 48 (zhimplied): the modal particles a wish ends on ("好想去陪奶奶啊")
ZH_PARTICLE: Final = r"(了|吧|啊|呀|啦|哦|呢|嘛)?(啊|呀|啦|哦)?"
ZH_NO_DESTINATION: Final = (
    r"(?![^。！？\n]{0,12}(去(?!死|找|陪|那边)|到|回|机场|车站|旅游|上海|北京|打工|外地|国外|城市|玩|吃"
    r"|上班|上学|工作|明天|车|票|坐|飞机|高铁|住))"
)
# Stop 34: a treatment that keeps one alive, a refusal whose object is left out, a death let
# come said otherwise (早点解脱, 就这样慢慢走吧), a terminal diagnosis (a joke's late stage,
# 拖延症晚期, is not), and waiting for death.
ZH_TREATMENT: Final = (
    r"化疗|放疗|透析|胰岛素|靶向药|降压药|抗排异药|抗凝药|免疫治疗|(心脏|搭桥|移植|肿瘤|开颅)手术|心脏(病)?(的)?药"
)
ZH_REFUSED_BARE: Final = (
    r"(不想(再)?|不(再)?|再也不)(做|去|打|吃|治)了|(做|打|吃|去|熬|扛)不动了|(已经|我|都)停(了|掉了)"
    r"|不想(再)?(受|遭)(这个)?罪了"
)
ZH_LET_GO: Final = (
    r"(早点|早些|彻底)?解脱(吧|算了|了)?" + ZH_CLAUSE_END + r"|活够了"
    r"|(就)?(这样|这么)(慢慢|安静|安安静静|静静)(地)?(走|没了|死)(吧|了)?" + ZH_CLAUSE_END
)
ZH_TERMINAL: Final = (
    r"(?<!拖延症)(?<!懒癌)(?<!强迫症)(?<!社恐)(?<!中二病)(?<!选择困难症)晚期|(已经)?(扩散|转移)了"
    r"|治不好(了)?|没(得)?治了|(最多|顶多|只能活|只剩|还能活)(三|两|几|半|一|六|\d+)?(个)?(月|年)"
    r"|时日不多|绝症|渐冻症|复发了|恶性的"
)
ZH_WAIT_DEATH: Final = (
    r"等死|等(着)?(那一天|那天|走)(了|吧|算了)?" + ZH_CLAUSE_END
)
ZH_JOIN_ATOMS: Final[dict[str, str]] = {
    # a death told of someone: the word alone, or a going or an end after the person
    # (``rules._death_told`` reads who is before it)
    # stop 36: not a wish or a plan to die (他说想自杀, 说今晚就去跳楼: a property found them)
    "death": r"去世|过世|离世|病逝|逝世|下葬|火化|葬礼|追悼会|头七|七七|忌日|(?<![想要去图会])(自杀|跳楼|上吊)|走的那天",
    "gone": (
        r"(走|没|死)了(?![^，。！？,.!?\n]{0,6}(去(?!陪|找|见|那边)|回|到|出差|旅游|上班|上学)|[，,](去(?!陪|找|见|那边)|回|到))"
        r"|不在了|(年|月|天|前|那会儿)(走|没)的" + ZH_CLAUSE_END  # stop 34: 我爹去年走的
    ),
    # a death near: dying, in intensive care, not expected to last the week
    "dying": (
        r"快不行了|不行了|撑不过|病危|晚期|临终|ICU|重症监护|时日不多|没几天了|抢救"
        r"|(就|也就)(这|那)(几|两)天(了)?(?=[，。！？,.!?~～]|$)|救不(回来|过来|活)|挺不过(去|来|这一关|这关)"  # stop 33
    ),
    # going with the dead or the dying (high): 跟着他走, 和她一起走, 随他而去, 也想走了
    "go_with": (
        r"跟着(" + ZH_ONE + r"|" + ZH_KIN + r")?" + ZH_TOGETHER + r"?(走|去)(了|吧|算了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|随着(" + ZH_ONE + r"|" + ZH_KIN + r")?" + ZH_TOGETHER + r"?(走|去)(了|吧|算了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|和" + ZH_ONE + ZH_TOGETHER + r"?(走|去)(了|吧|算了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|跟" + ZH_ONE + ZH_TOGETHER + r"?(走|去)(了|吧|算了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|随" + ZH_ONE + r"而?去" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|也(想|要)?(跟着)?走了(吧|算了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        # stop 33: the going on a condition, then the speaker too ("她走的话我也一起走")
        + r"|(走|没)(了)?的话[，,]?我(也|就)(会|要)?(跟着)?" + ZH_TOGETHER + r"?走(了|吧)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
    ),
    # joining the dead where they are (a wish with 想, high with 要 / 就 …): 去陪她, 去那边找他
    "join_dead": (
        r"去(那边|天上|天堂|另一个世界|地下)?(陪|找|见)(我)?(" + ZH_ONE + r"|" + ZH_KIN + r")" + ZH_PARTICLE
        + ZH_CLAUSE_END
        + r"|那边(陪|找|见)(我)?(" + ZH_ONE + r"|" + ZH_KIN + r")" + ZH_PARTICLE + ZH_CLAUSE_END
    ),
    # stop 33: the way or the day decided, after a wish to join the dead (``rules._joined``)
    "way_decided": (
        r"(想|打算|安排|计划|查)好(了)?怎么(去|走|过去)(了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|怎么(去|走|过去)(我)?(都|也|早就|已经)?(想|打算|安排|计划|查)好(了)" + ZH_CLAUSE_END + ZH_NO_DESTINATION
    ),
    # someone else asking to go together (网友说想一起走)
    "their_pact": r"说(想|要)?(我们)?(一起|一块)(走|死|去死|结束)" + ZH_CLAUSE_END,
    # the speaker's own wish beside another's (medium): 我也是, 其实我也想, 我也是这么想的
    "me_too": (
        r"我(说)?(我)?(其实)?(也是|也想|也一样|也这么想|也是这么想的|也有这(个|种)想法|也不想活了)" + ZH_CLAUSE_END
    ),
    # a pact (high): agreed to go together, take me along, die with you
    "pact": (
        r"约好(了)?[^。！？\n]{0,16}(一起|一块)(走|死|去死|结束)(了|吧)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|说好(了)?[^。！？\n]{0,16}(一起|一块)(走|死|去死|结束)(了|吧)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|定好(了)?[^。！？\n]{0,16}(一起|一块)(走|死|去死|结束)(了|吧)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|带上我|陪(你|你们)一起(走|死|去死)" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|跟(你|你们)一起(走|死|去死)" + ZH_CLAUSE_END + ZH_NO_DESTINATION
        + r"|(我们|咱们|咱俩|我俩)一起(走|死|去死|结束)(吧|了)?" + ZH_CLAUSE_END + ZH_NO_DESTINATION
    ),
    # stop 33: a pact to go together with nothing to do named after it (约好了一起去，…), and a
    # means shared out (药我来准备, 炭他们负责): an act agreed (``rules._joined``)
    "pact_go": r"(约好|说好|约了|商量好)(了)?[^。！？\n]{0,12}(一起|一块)(去|走)?(了|吧)?" + ZH_CLAUSE_END,
    "means_shared": (
        r"(药|安眠药|炭|木炭|绳子|农药|老鼠药|刀片)(我|他|她|他们|她们|大家|各自)?(都)?(来)?(准备|买|带|负责|弄|备)(好)?(了)?"
        + ZH_CLAUSE_END
    ),
    # stop 34: a treatment named (context) and refused in a later clause or turn with its object
    # left out and a death let come after it ("化疗太痛苦了" then "我不想做了，就这样吧");
    # a terminal diagnosis of one's own (context) and then waiting for death ("医生说是晚期了"
    # then "我就在家等死吧"), read by ``rules._joined``
    "treatment": ZH_TREATMENT,
    "refused_bare": r"(" + ZH_REFUSED_BARE + r")[^。！？\n]{0,16}(" + ZH_FADE + r"|" + ZH_LET_GO + r")",
    "terminal": ZH_TERMINAL,
    "wait_death": ZH_WAIT_DEATH,
    # weariness of going on, no wish said (什么都不想管了, 不想再挣扎了, 心太累了): with a goodbye
    # to everyone in the window a farewell of risk (``rules._joined``), alone nothing
    "weary": (
        r"什么都不想(管|做|要|理|顾|干|说)了|(管|顾|撑|熬|扛)不动了|不想再(挣扎|撑|熬|坚持|扛)(下去)?"
        r"|心(太|好|真的|真)?累了|活得(好|太|真)累|活着(好|太|真)累|累到不想(再)?(醒|睁眼|动|说话|活)"
        r"|(撑|熬|坚持)不下去了|(一句话|话)都不想说(了)?"  # stop 35
    ),
    # stop 34 (a Columbia warning sign): a decision whose object is left unsaid, and a calm or an
    # end near after it (``rules._joined``)
    "decided_bare": (
        r"决定(了)?那件事|做(了|好|完)(这个|那个)?决定|(日子|时间|日期)(已经|都)?定(了|好了)|就这么定了|下定(了)?决心"
        r"|(终于|总算)(做了|有了)决定|(想通|决定(好)?|想好|想清楚|想明白)了(?=[，。！？,.!?~～]|$)"
        r"|(?<![那])就这样(吧|了)(?=[，。！？,.!?~～]|$)"  # stop 47: read only with an end near
        r"|(那件事|这件事|事情|的事)(终于|总算|已经|都)?(定|决定)(下来|了|好了)|主意(已定|定了|已经(拿)?定了)|拿定(了)?主意|(一切|所有事|什么)都想清楚了"
    ),
    "calm": (
        r"(平静|轻松|踏实|安心|放松|安静)(了|下来|多了)?|一块石头落(了)?地|不(再)?(焦虑|纠结|害怕|难过|痛苦|失眠|慌|怕|急)了"
        r"|一点(都|也)不(难过|害怕|痛苦|焦虑|怕|慌)|睡得(特别|很|格外|这么|那么)?(好|香|踏实)|吃饭都香了|胃口(都|也)?(好|回来)了|(整个人|心里|心)(都)?(松|静|稳)(了|下来)"
    ),
    "end_near": (
        r"很快就(都|要)?(结束|解脱|过去)(了)?|(终于|总算)(要|快)?(解脱|结束)了|再也不用(熬|撑|痛苦|坚持)(了)?"
        r"|不用再(熬|撑|坚持|烦|难受|痛苦|受罪|受苦|折腾)(了)?|就(能|可以|会)?(彻底)?解脱了"  # stop 47
        r"|就(都)?不用(再)?(熬|撑|坚持|烦|难受|痛苦|受罪|受苦)了"
        r"|反正[^，。！？,.!?\n]{0,6}就(都)?(要)?结束了"
        r"|(反正|也)(也)?没几天了|永远(地)?(休息|睡下去|安息)"
    ),
    # a care, a course or a late stage said in jest: what a bare refusal or waiting answers then
    "ordinary_care": r"矫正|牙套|理疗|针灸|推拿|康复训练|复健|健身|补习|补课|驾校|培训班|兴趣班|辅导班",
    "stage_joke": r"(拖延症|懒癌|强迫症|社恐|中二病|选择困难症|颜控|起床困难户)(已经)?(晚期|末期)",
    # agreeing to it, only after someone asked to go together
    "agree": r"答应(了)?(她|他)?" + ZH_CLAUSE_END + r"|同意(了)?(她|他)?" + ZH_CLAUSE_END,
    # a pact whose end is named (high alone): 约好了今晚一起跳
    "pact_named": (
        r"约好(了)?[^。！？\n]{0,16}(一起|一块)(跳|死|去死|烧炭|上吊|吃药|自杀)(了|吧)?" + ZH_CLAUSE_END
        + r"|说好(了)?[^。！？\n]{0,16}(一起|一块)(跳|死|去死|烧炭|上吊|吃药|自杀)(了|吧)?" + ZH_CLAUSE_END
        + r"|商量好(了)?[^。！？\n]{0,16}(一起|一块)(跳|死|去死|烧炭|上吊|吃药|自杀)(了|吧)?" + ZH_CLAUSE_END
    ),
    # someone else's curse ("你怎么不去死", "叫我去死"), the speaker doing as told (high) or
    # agreeing (medium)
    "curse": (
        r"(?<!就让)(?<!你让)(?<!们让)(?<=[叫让骂喊说咒吼])(我)?[^，。！？\n想要]{0,8}(去死|该死)|(怎么|咋)(还)?不(去)?死|(?<!我)去死吧|怎么还活着"
    ),
    "obeyed": (
        r"照(着)?(他|她|他们|她们|你)?(说的)?做|照(着)?(他|她|他们|她们|你)说的|听(他|她|他们|她们|你)的"
        r"|如(他|她|他们|她们|你)(们)?(的|所)?愿|就去(做|死)?(了|吧|好了|算了)?" + ZH_CLAUSE_END
        + r"|要去了" + ZH_CLAUSE_END + r"|照做|成全(他|她|他们|她们|你)|死给(他|她|他们|她们|你)看"
    ),
    "agreed": r"说得(对|没错)|说的(对|没错)|讲得(对|没错)|该(去)?死|(他|她|他们|她们)(是|说得是)对的",
}

# Stop 34 (the Columbia protocol's rehearsal and aborted attempts): a blade held to the body or a
# rope put round the neck (tried again and again, or taken off again), a hanging knot practised,
# a place of danger scouted (踩点): a means and an intent at once.
ZH_BLADE: Final = r"(刀片|刀子|美工刀|小刀|剃刀|水果刀|刀|玻璃片|碎玻璃)"
ZH_NECK_CORD: Final = r"(绳子|绳|电线|电缆|数据线|充电线|网线|延长线|皮带|腰带|床单|被单|布条|鞋带)"
ZH_HANG_KNOT: Final = (
    r"(上吊(用)?的|吊人的?)(那种)?(的)?(绳)?结|(那种|绞索|套索|死亡|绞刑)(的)?(绳)?结|绞索|绳套|套索"
)
# Stop 39: a point to hang from, tested to bear the speaker ("横梁能承受我的重量", "吊扇的钩子我拉过，
# 挂一个人没问题"); the gap names no exercise, craft or fixture it is meant for.
ZH_HOOK: Final = r"(挂钩|钩子|吊钩|挂杆|" + ZH_ANCHOR[1:-1] + r")"
ZH_NOT_A_FIXTURE: Final = r"(?:(?!单杠|引体|吊环|沙袋|秋千|吊床|吊灯|画|灯|攀岩|登山|速降|健身|拉力|晾|衣服|被子)[^。！？\n])"
ZH_BEARS_ME: Final = (
    r"(承受|承得住|吊得住|吃得住|撑得住|受得住|挂得住|挂|吊)(得了|得住)?" + G + r"{0,2}"
    r"(我(的)?(体重|重量)|我(?=[，。！？,.!?]|$)|一个(成年)?人|(我|一个(成年)?人)的(体)?重(量)?)"
)
# Stop 47: a hold told as a weight borne, the bearer left out ("承重没问题", "吃得住"); a cord only
# called sturdy (结实, a data cable) is not tested for a weight.
ZH_HOLDS: Final = r"(" + ZH_BEARS_ME + r"|承重|吃得住|受得住|撑得住|挂得住|吊得住|经得住|扯不断|拉不断|断不了)"
ZH_TESTED_CORD: Final = r"(" + ZH_NECK_CORD[1:-1] + r"|围巾|丝巾)"
ZH_TESTED_HOLD: Final = (
    r"(?<!吊床)(?<!秋千)(?<!沙袋)(?<!吊灯)" + ZH_HOOK + ZH_NOT_A_FIXTURE + r"{0,14}" + ZH_BEARS_ME
    # stop 47: tested many times, a test told before the cord, the hold with no bearer named
    + r"|" + ZH_TESTED_CORD + ZH_NOT_A_FIXTURE + r"{0,4}(拽|拉|扯|试|测|吊)(过|了)(试|拽|拉)?((好几|几|两|三|很多)(次|下))?"
    + ZH_NOT_A_FIXTURE + r"{0,8}" + ZH_HOLDS
    + r"|(试|拽|拉|测)(了)?(试|拽|拉)?(一下)?(那根|这根|那条|这条)?" + ZH_TESTED_CORD + ZH_NOT_A_FIXTURE + r"{0,10}" + ZH_HOLDS
)
# Stop 39: a drop or a depth measured and found enough ("阳台到地面有三十多米，够高了", "量过水深，够了").
ZH_MEASURED: Final = r"(量|测|查)(过|了|好)(一下)?"
ZH_DROP_PLACE: Final = r"(桥|楼顶|天台|阳台|高楼|大楼|那栋楼|栏杆|悬崖|崖|水库|江|河|湖|水深|窗台)"
ZH_ENOUGH_TO_DIE: Final = (
    r"(够(高|深)?(了|的)|足够(高|深)?|(肯定|一定|必)?活不(了|成)|翻(过|出)去(不难|很容易|没问题|就行))"
)
ZH_DROP_MEASURED: Final = (
    ZH_DROP_PLACE + r"[^。！？\n]{0,16}" + ZH_MEASURED + r"[^。！？\n]{0,16}" + ZH_ENOUGH_TO_DIE
    + r"|" + ZH_MEASURED + r"[^。！？\n]{0,16}" + ZH_DROP_PLACE + r"[^。！？\n]{0,16}" + ZH_ENOUGH_TO_DIE
)
# Stop 39: the way onto a roof secured for any time, with no errand after it ("天台的门锁我试过，用卡片
# 就能打开，随时能上去"; not "随时可以上去晒被子").
ZH_WAY_UP_SECURED: Final = (
    r"(天台|楼顶|屋顶|顶楼)(的)?(门|门锁|锁|铁门)[^。！？\n]{0,16}(试过|试了|撬开|撬了|打开|配了钥匙|配好钥匙)"
    r"[^。！？\n]{0,12}(随时|想什么时候|什么时候)(都)?(能|可以)上(去|来)(了)?"
    r"(?![^。！？\n]{0,4}(晒|收|浇|拿|修|看|拍|玩|吹|乘凉|喂|种|抽烟|打电话))"
)
# Stop 39: a dose reckoned by the speaker and found enough ("算过剂量，按我的体重，那些安眠药足够了"),
# not enough to last ("够吃一个月").
ZH_DOSE_RECKONED: Final = (
    r"(算过|算了算|算了一下|算好了)[^。！？\n]{0,24}(剂量|药量|体重|药|片)[^。！？\n]{0,16}(肯定|绝对|应该)?(够|足够)(了|的)?(?!吃|用|撑|到|一)"
)
# Stop 39: under water with no wish to come up ("把自己沉到浴缸底，不想再上来了", "憋着气，想就这样一直不
# 出来"), not a dive, a swim lesson or a game.
ZH_SUBMERGED: Final = r"(沉(到|进|下去|在)|(把)?头埋(进|在|到)|埋进水|憋(着)?气|潜到(水)?底|潜下去|潜到水下)"
ZH_NOT_A_SWIM: Final = r"(?:(?!浮潜|潜水|自由潜|游泳课|训练|练习|比赛|玩|鱼|海龟|珊瑚)[^。！？\n])"
ZH_NO_SURFACING: Final = (
    r"((不想|不用|不要|别)(再)?|(一直|永远|就这样|就这么|就再也|就)(都)?不(再)?)(浮|上来|起来|出来|冒|露)"
    r"|(一直|永远)(待|呆|留|躺)在(下面|水底|水里|底下|浴缸底)"
)
ZH_UNDER_FOR_GOOD: Final = (
    ZH_SUBMERGED + ZH_NOT_A_SWIM + r"{0,16}" + ZH_NO_SURFACING
)
ZH_DANGER_SPOT: Final = r"(桥|楼顶|天台|江边|河边|铁轨|悬崖|崖边|高楼|大楼|那栋楼|那座楼|阳台)"
# Stop 49 (zhrisk): a place of danger or of deep water gone to after one last ordinary act
# ("最后再抽一根烟，抽完我就去楼顶了", "最后吃一顿火锅，吃完就去那座桥"): a farewell and an
# intent, the place named with no verb of dying; not a walk, a photo or a meal there after.
ZH_DANGER_OR_WATER: Final = (
    ZH_DANGER_SPOT + r"|海边|海里|大海|江里|河里|湖边|湖里|水库|顶楼|最高(的那)?层")
ZH_NO_OUTING_AFTER: Final = (
    r"(?![^。！？\n]{0,6}(散步|拍|玩|看(日|夜|风|海|江|景|烟花|星星|书)|吹(吹)?风|走走|逛|钓|烧烤|野餐|晒|乘凉"
    r"|游泳|跑步|等人|接|买|吃|喝|上班|开会|加班"
    # stop 49 (zhwide): an errand's family there — a bus or a ride waited for, washing fetched,
    # a parcel picked up, a dog walked, friends met ("…就去大桥那边等车", "…去天台收衣服")
    r"|等(车|公交|地铁|班车|船|轮渡|朋友|同学|他|她|你|我们|他们)|坐(车|船|公交|地铁|轮渡)|搭(车|船)|赶(车|船)"
    r"|收(衣服|被子|被单|床单|快递)|晾|拿快递|取快递|遛|集合|碰头|会合|见(朋友|同学|网友)|约会|打卡|上课|排队)"
    r"(?![^。！？\n]{0,6}(不下来|不回来|不回去)))"
)
ZH_LAST_THEN_GOING: Final = (
    r"(最后|再(看|吃|抱|听|陪|摸|喝|抽)(最后)?一(眼|次|顿|遍|口|下|根|杯|碗))(再|一次)?[^。！？\n]{0,16}?"
    r"(然后|之后|以后|完(了)?(以后|之后)?)(我)?(就|再|便)?(出门)?"
    r"(去|上|到|走到|爬上|跑去|开去|坐车去|打车去)(那|这)?(座|个|栋|条|片)?[^，。！？,.!?\n]{0,3}?(" + ZH_DANGER_OR_WATER + r")"
    + ZH_NO_OUTING_AFTER
    # the last told after the going ("抽完这包烟就上天台，最后一包了")
    + r"|(完(这|那)?(一)?(包|根|支|顿|杯|碗|瓶|首|遍|集)?" + G + r"{0,4}(我)?(就|再|便)|(然后|之后)(我)?(就|再|便)?)(去|上|到|走到|爬上|跑去)"
    r"(那|这)?(座|个|栋|条|片)?[^，。！？,.!?\n]{0,3}?(" + ZH_DANGER_OR_WATER + r")" + ZH_NO_OUTING_AFTER
    + r"[，,]" + G + r"{0,4}最后一"
    # stop 49 (zhwide): the act done first, its last time told inside it, then the going in the
    # next clause ("看完今天最后一次日落，我就上顶楼")
    + r"|完" + G + r"{0,6}最后一(次|顿|眼|遍|根|支|杯|口|集|首|包|瓶|碗|盒|袋|块|页|封|局|把|张)[^，。！？,.!?\n]{0,6}[，,]?(我)?(就|便|再)"
    r"(出门)?(去|上|到|走到|爬上|跑去)(那|这)?(座|个|栋|条|片)?[^，。！？,.!?\n]{0,3}?(" + ZH_DANGER_OR_WATER + r")"
    + ZH_NO_OUTING_AFTER
)
# Stop 49 (zhrisk): being found afterwards, told by when ("明天早上他们就会发现我了"), or by those
# who would find it too late ("等他们发现的时候应该已经来不及了吧"; not "等我发现的时候…").
ZH_NO_LEAVE_AFTER: Final = (  # an absence explained by a leave or a trip in its sentence
    r"(?![^。！？\n]{0,12}(请假|请了|年假|休假|旅游|旅行|出差|调休|放假|病假|回老家|出去玩))")
ZH_FOUND_AFTER: Final = (
    # stop 49 (zhwide): those who would come back or find it, and by then all over or too late
    # ("等室友回来，一切都已经结束了"); not a meal, a film or a game over by then (their noun)
    r"(等|到)?(他们|她们|室友|舍友|爸妈|我妈|我爸|家人|家里人|老公|老婆|男朋友|女朋友|房东|同事)" + G + r"{0,8}"
    r"(回来|回家|回到家|到家|进门|赶到|赶来|发现)(了)?(的时候|以后|之后)?[，,](到时候|那时候|那会儿|到那时|到那时候)?"
    r"((我)(应该|估计|可能|大概|肯定)?(已经|早就|早)(都)?(凉|没气|走|不在)了|(这)?一切(应该|估计|可能|大概|肯定)?(都)?(已经|早就|早)(都)?"
    r"(结束|晚|来不及)了)(吧)?(?=[，。！？,.!?~～]|$)"
    # too late with no "all" named: only when its time is told ("那时候早就来不及了"; not "我妈发现了，早就
    # 来不及了，成绩已经出来了")
    r"|(" + ZH_KIN_AWAY + r"|室友|舍友|家里人|房东|同事)" + G + r"{0,8}(回来|回家|回到家|到家|进门|赶到|赶来|发现)(了)?(的时候|以后|之后)?[，,]"
    r"(到时候|那时候|那会儿|到那时|到那时候)(应该|估计|可能|大概|肯定)?(都)?(已经|早就|早)(都)?(结束|晚|来不及)了(吧)?(?=[，。！？,.!?~～]|$)|"
    r"(明天|明早|明天早上|明天一早|第二天|到时候|天亮(以后|了)?|(过)?(好)?几天(以后|之后|后)?|好久|很久"
    r"|下周|下个(星期|礼拜|月))"
    + G + r"{0,8}(才|就)?(会)?(有人|被人|被)?(发现|找到|看到)我(没来|不在了|不见了|没(了)?动静|没(有)?回(消息|复))?(了)?(吧)?"
    r"(?=[，。！？,.!?~～]|$)" + ZH_NO_LEAVE_AFTER
    # the door forced and the speaker already gone ("等他们撬开门，我早就没气了")
    + r"|(撬开|砸开|踹开|破)(了)?(房)?门" + G + r"{0,4}[，,]?" + G + r"{0,4}(早就|早|已经)(没气|没了呼吸|凉|走|不在)了"
    # found only later, the "才" telling the delay ("等到周一上班他们才会发现我没来")
    + r"|才(会)?(有人|被人|被)?(发现|找到)我(没来(上班|上课|上学|公司|学校)?|不在了|不见了|没(了)?动静|没(有)?回(消息|复))?(了)?(吧)?(?=[，。！？,.!?~～]|$)"
    + ZH_NO_LEAVE_AFTER
    # no one to arrive in time ("不会有人及时赶到的")
    + r"|(没人|没有人|不会有人|谁都不会|谁也不会)(能|会)?及时(赶到|赶来|赶过来|发现|找到)(我)?(的)?(?=[，。！？,.!?~～]|$)"
    r"|等(他们|家人|家里人|爸妈|我妈|我爸|室友|舍友|别人|有人)" + G + r"{0,4}(发现|找到|看到)我(的时候|时)[，,]?"
    + G + r"{0,6}(已经|都|早)?(晚了|来不及了)"
    # without the 我, only where the sentence ends on it (not "…来不及了，我已经把头发染了")
    r"|等(他们|家人|家里人|爸妈|我妈|我爸|室友|舍友|别人|有人)" + G + r"{0,4}(发现|找到|看到)(的时候|时)"
    + G + r"{0,6}(已经|都|早)?(晚了|来不及了)(吧)?(?=[。！？!?~～…]|$)"
)
# Stop 49 (zhrisk): a next life that is no farewell: a vow of friendship kept for it ("下辈子还
# 要做闺蜜"), an ordinary chore refused in it ("下辈子再也不学数学了"), or its words inside a
# title (《下辈子如果我还记得你》); nor is one asked about or believed in ("会不会有来世", at
# ``farewell_strong``).
ZH_NEXT_LIFE_ORDINARY: Final = (
    r"(?![^《》\n]{0,20}》)(?![^。！？\n]{0,24}((您|你|奶奶|外婆|爷爷|外公|姥姥|姥爷)在(另一个世界|天堂|那边)|一路走好|安息|在天之灵))"
    r"(?!(我们|咱们|咱俩|我俩|我)?(还|也|依然|继续)(要|想|得)?((和|跟|与)(你|您|你们|ta|TA|他|她)(一起)?)?(做|当)(你的?)?(好)?"
    r"(闺蜜|朋友|兄弟|姐妹|同学|同桌|室友|舍友|死党|基友|搭档|队友|发小|知己|粉丝))"
    r"(?![^。！？\n]{0,24}(生日|纪念日|节日|新年|毕业|新婚|七夕|情人节|母亲节|父亲节)快乐)"
    # stop 49 (imply2): a hope for the dead one in it ("如果有来世，希望她过得好"): grief
    r"(?![^。！？\n]{0,8}(希望|愿|祝|保佑)(他|她|它)(们)?)"
    r"(?![^。？\n]{0,24}(周末|明天|下周|今晚|改天|回头|下次)(一起|约|见|聚|再))"
    r"(?!(我)?(再也|绝对|打死(我)?也|说什么也|坚决|一定)?不(要|想|会)?(再)?"
    r"(学|考|读|碰|吃(?!苦)|买|写|做题|上班|加班|打工|熬夜|追|养|玩|选|报|嫁|娶))"
)
# Stop 49 (zhrisk): rescue foreclosed: no one to save the speaker in time, or to stop them on the
# day (not "没人管得了我", a teenager's boast).
ZH_NONE_SAVES: Final = (
    r"(没人|没有人|不会有人|谁(都|也))(能|可以|会|来得及)?(及时)?(救|救得了|救得回|救回)我(了)?(?=[，。！？,.!?~～]|$)"
    r"|(那天|那几天|那晚|那几晚|那时候|到时候|那会儿)(就)?(没人|没有人|不会有人|谁(都|也))(能|可以|会)?"
    r"(拦|拦得住|拦住|阻止|阻止得了)(得住|得了)?我(了)?(?=[，。！？,.!?~～]|$)"
)
# Stop 49 (zhrisk): a day picked for being unwatched ("挑了个爸妈都不在家的日子"), no errand named
# after it in its sentence (not "…的日子开派对").
ZH_PICKED_UNWATCHED: Final = (
    r"(挑|选|定|找)(了|好|到)?(了)?(个|一个)?" + G + r"{0,10}(不在家|都不在|没人在家|出差|不在|没人)的"
    r"(日子|那天|那晚|晚上|时候|周末)(?=[，。！？,.!?~～]|$)"
    r"(?![^。！？\n]{0,16}(派对|聚会|开黑|游戏|通宵|请|叫|约|带|玩|蹦迪|电影|追剧|做饭|装修|大扫除|喝酒|朋友|同学))"
)
# Stop 49 (imply2): imminent risk told by implication. Discovery by others opening the door
# ("明天早上他们推开门就知道了"), not a surprise laid out or a mess; another world named as a
# condition and the speaker soon there ("要是真有另一个世界，等我，我马上就来").
ZH_DOOR_OPENED: Final = (
    r"((明天|明早|早上|到时候|等|回来)" + G + r"{0,8})?(推开|打开|开|推|撞开|踹开|砸开)(了)?(我的|我)?(房)?门" + G + r"{0,4}(的时候|那一刻|之后|以后)?[，,]?(就|才|自然)?(会|都)?"
    r"(知道|明白|发现|懂)(了|的)(?=[，。！？,.!?~～]|$)"
    r"(?![^。！？\n]{0,16}(惊喜|气球|礼物|蛋糕|布置|生日|乱|脏|猫|狗|装修|派对|打扫|收拾))"
    r"|(如果|要是|假如|若)(人死后|死后|人死了以后)?(真的?)?有(另一个世界|天堂|那边|另一边|来世|来生|下辈子|灵魂)" + G + r"{0,4}[，,]?"
    r"(" + G + r"{0,4}[，,])?((等(等)?我|等着我)[，,]?(我)?(马上|很快|就快|这就|一会儿)(就)?(来|去|过来|过去|到)(了)?"
    r"|(我)?(马上|很快|就快|这就|不久)(就)?(能|会|要|可以)?(去|来|过去)?(陪|见到|见|找|看)(你|您|你们|爸|妈|奶奶|爷爷|外婆|外公|姥姥|姥爷))"
    r"(?=[，。！？,.!?~～了啦]|$)"
)
# Stop 49 (imply2): a place judged by its height or its depth and chosen ("那条河我去看过好几次了，
# 水很深，就选那里"), not one chosen to fish, swim or take photos at; the water risen on the body
# and going on ("海水到胸口了，再往前走几步就好"), not a game, a lesson or friends wading together.
ZH_PLACE_CHOSEN: Final = (
    r"(水(很|够|特别|挺|足够)?深|够(高|深)|(很|特别|挺|足够)(高|深)|高度(够|足够)(了)?)" + G + r"{0,4}[，,]?"
    r"(那)?就(选|定|是|去)?(那里|那儿|那|这里|这儿|它)(了|吧)?(?=[，。！？,.!?~～]|$)"
    r"(?![^。！？\n]{0,12}(钓|拍|游|玩|野餐|露营|跳水|潜水|划船|漂流|风景|照))"
)
ZH_WATER_GOING_ON: Final = (
    r"(浪|海水|河水|江水|湖水|水)(已经|都)?" + G + r"{0,3}(到|没过|漫过|淹到)(了)?(我的?)?(胸|腰|脖子|下巴|肩膀|肩)(口)?(了)?[，,]?"
    r"(?![^。！？\n]{0,12}(玩|我们|咱们|教练|游泳|游|浮|冲浪|救生|泳池|拍|孩子))" + G + r"{0,4}(继续|接着|再)(往前|往里|往深处|往深|向前)?(走|前进|迈)"
)
# Stop 49 (imply2): a bottle, a box or a strip mostly eaten, nothing named (a means told, high
# beside help refused, ``rules.decide``); not a food, a drink or vitamins named with it.
ZH_BOTTLE_EATEN: Final = (
    r"(吃|吞|咽)(了|下|掉)(大半|一整|整|大半个|半)(瓶|盒|板)"
    r"(?!的?(糖|维生素|钙|零食|饼干|可乐|饮料|酸奶|果汁|水|酒|巧克力|果冻|薯片|药))(?=[，。！？,.!?~～]|$)"
)
# Stop 49 (imply2): no one to be fetched, to be left alone ("别叫人", "别管我了"): help pushed
# away, high only beside a means (``rules.decide``)
ZH_HELP_PUSHED_AWAY: Final = (
    r"(?:^|(?<=[，。！？,.!?\s]))(你们)?(都)?(别|不要|不用|千万别)(帮我)?(叫|喊)(人|任何人)(来)?(了)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(你们|你)?(都)?(别|不要|不用)(再)?管我了(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(你们|你)?(都)?(别|不要|不用)(再)?来找我(了)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(别|不要|千万别)(告诉|通知)(任何人|别人|谁)(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(你们|你)?(都)?(别|不要|不用)(再)?(来|过来)(了)(?=[，。！？,.!?~～\s]|$)"
)
# Stop 49 (zhrisk): help refused at the clause's head ("但我不想去医院", "别帮我叫救护车"): an
# act told, an act under way only beside its bleeding (``rules.decide``); "要不要叫救护车" asks.
ZH_HELP_REFUSED: Final = (
    r"(?:^|(?<=[，。！？,.!?\s]))(但|但是|可|可是)?(我)?(也|就|都|根本)?"
    r"(不想|不打算|不准备|不要|不用|懒得|不愿意|不愿|别|千万别|不会)(帮我|给我|替我)?"
    r"(去|叫|打|喊|送我去|送我|上)(医院|急诊|救护车|120|医生)(了|吧|的)?(?=[，。！？,.!?~～]|$)"
    # stop 49 (zhwide): a ride not to be called, nowhere to be taken ("不用叫车，我哪也不去"), the
    # hospital or the ambulance first and refused after it ("医院我是不会去的")
    r"|(?:^|(?<=[，。！？,.!?\s]))(不用|不要|别|千万别)(帮我|给我|替我)?叫车(了|吧)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(我)?哪(也|都|儿也|儿都|里也|里都)不(去|想去)(了)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(医院|急诊|救护车|120)(我)?(是)?(绝对|死也)?(不会|不|不想|不打算|不要)(去|上|叫|打)(的|了)?(?=[，。！？,.!?~～\s]|$)"
    # stop 49 (zhwide): help refused in other words — a bare 不 (我不去医院), the police not to be
    # called, kin or anyone not to be told or fetched (别告诉我爸妈, 谁都别通知); an act told, so
    # high only beside bleeding or a dose in the window
    r"|(?:^|(?<=[，。！？,.!?\s]))(但|但是|可|可是)?(我)?(也|就|都|根本|死也|绝对)?不(去|上)(医院|急诊)(了|的)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(你|你们)?(也|千万|可千万)?(别|不要|不许|不准)(帮我|替我|给我)?(报警|打110|打120"
    r"|(告诉|通知|叫|喊)(我)?(爸妈|爸|妈|家里人|家人|父母|任何人|别人|谁))(了|啊|哦|哈)?(?=[，。！？,.!?~～\s]|$)"
    r"|(?:^|(?<=[，。！？,.!?\s]))(谁|任何人)(都|也)(别|不要)(通知|告诉|叫|喊)(了)?(?=[，。！？,.!?~～\s]|$)"
)
# Stop 49 (zhrisk): the pain or the speed of one's own death asked of a height or deep water
# ("晚上的江水够不够冷啊，会不会很快", "26楼下去是不是一下就没了"); not a lift, a delivery or a
# medicine's effect.
ZH_DEATH_ASKED: Final = (
    # stop 49 (zhwide): a whole dose asked whether it is enough to not wake ("这些药一口气吃完，够不够让我
    # 睡过去"); not a dose taken as prescribed ("一次吃两片够不够让我睡过去")
    r"(药|片|粒|胶囊)" + G + r"{0,10}(一口气|一次(性)?|全(部)?|都)(吃|吞|服|喝)(完|下去|掉|光)(了)?" + G + r"{0,4}[，,]?" + G + r"{0,4}"
    r"(够不够|能不能|会不会|是不是|可不可以|可以)(让我)?(就|直接)?(睡过去|醒不过来|不醒|再也醒不来|没了|走了|结束)(了)?(吧|啊|呢|吗)?"
    r"(?=[，。！？,.!?~～]|$)|"
    r"(江水|河水|海水|湖水|江里|河里|海里|湖里|水里|楼上|楼顶|天台|桥上|\d+(楼|层)|[一二三四五六七八九十几]+(楼|层))"
    r"(?:(?!外卖|快递|电梯|送|信号|网速|见效|起效|恢复|走下|爬|搬|装修|房价|租)[^。！？\n]){0,16}?"
    # stop 49 (zhwide): floors counted as 层 ("二十几层的高度"), on the spot (当场)
    r"(会不会|是不是|应该|能不能)(很|就)?(快(就)?(没(了|感觉|知觉)|过去|结束)|快|一下子?就(没了|过去了|结束了)"
    r"|当场(就)?(没了|没命|走了|断气)|(撑|坚持|挺|熬)(不过|不了|不到)(几分钟|多久|一会儿?|几秒)"
    r"|不(会)?(疼|痛|难受)|没(什么)?(感觉|痛苦)|(摔|跳)?(不)?死|死不了|死得了|没命)"
    r"(了)?(吧|啊|呢|吗)?(?=[，。！？,.!?~～]|$)"
)
# Stop 39: what a farewell's "这是我最后" goes on to: nothing, a message or a word, a night or a
# day, a sight of someone, a last time of speaking or seeing — not the last of a thing bought,
# worn or eaten ("这是我最后一条裙子了", "这是我最后一次去那家店了").
ZH_LAST_OF_ONESELF: Final = (
    r"(了|吧|啦)?([，。！？,.!?~～…]|$)|一(句|晚|天|夜|面|眼|程)"
    r"|一(条|封|段|通)(消息|信息|留言|微博|朋友圈|动态|语音|视频|短信|信|话|电话|了|[，。！？,.!?~～…]|$)"
    r"|一个(晚上|夜晚|请求|愿望|心愿)|(的)?(话|消息|留言|请求|心愿|愿望|告别|晚安)"
    r"|一次(了|吧|啦)?([，。！？,.!?~～…]|$)"
    r"|一次(跟|和|给|对|说|聊|发|求|麻烦|打扰|打电话|写|来|看|见|陪|叫|喊|抱)"
    r"|一次[^，。！？,.!?\n]{0,8}(说话|聊天|发言|发帖|倾诉|出现)|一次(去|上|到)" + G + r"{0,3}" + ZH_DANGER_SPOT
)
ZH_LAST_RUN: Final = (
    r"(最后一(班|趟)" + G + r"{0,2}(车|地铁|公交|船|轮渡|高铁|火车|动车|飞机|航班)|末班(车|地铁|公交|船))"
    r"(?!" + G + r"{0,8}" + ZH_DANGER_SPOT + r"|" + G + r"{0,8}(江|河|海|湖|水库))"
)
# Stop 39: one last look, song, meal or call with those one loves or one's world, a last supper,
# the last day or night of one's life — farewells, not a last bus or the last piece of cake.
ZH_LOVED: Final = (
    r"(我的?)?(女儿|儿子|孩子|宝宝|爸爸|妈妈|爸妈|爸|妈|父母|家人|老婆|老公|爷爷|奶奶|外婆|外公|猫|狗"
    r"|这个世界|这座城市|家|大海|星星|这首歌|那首歌|(我)?(妈|爸|奶奶|外婆)(做|煮|包)的(饭|菜|面|饺子))"
)
ZH_ONE_LAST_TIME: Final = (
    r"最后(再|一次)?(看|听|吃|抱|亲|见|陪|喊|叫|摸)(了)?(一)?(眼|遍|次|顿|下|面|口)?" + ZH_LOVED
    + r"|最后的(晚饭|晚餐|午饭|早饭|一顿饭)"
    + r"|(看|见|望)(了)?" + ZH_LOVED + r"最后一(眼|面)"  # stop 43
    + r"|(人生|生命|活着|这辈子|这一生|今生|在世)(中)?的最后一(天|晚|夜|个晚上)"
)
# Stop 43: what a method is researched for: not hurting, how long until nothing is felt, how
# many or which dose, the quickest or surest way ("researched").
ZH_METHOD_ASKED: Final = (
    r"(怎么|怎样|如何)(才)?(能)?(不|没)(会)?(疼|痛|痛苦|难受|遭罪)|不(疼|痛|痛苦)的(方法|办法|方式)"
    r"|(吃)?多少(片|颗|粒|克|毫克|盒|瓶)(才)?(够|会|能|行|致死)|(要|得|需要)(吃)?多少(片|颗|粒|克|毫克|盒|瓶)?"
    r"|(多大|多少)的?剂量|致死(量|剂量)"
    r"|多(久|长时间)(才)?(会)?(没(有)?(感觉|知觉|意识|呼吸)|失去(意识|知觉)|昏迷|断气|结束)"
    r"|哪(种|个)(药|方法|办法|方式)(最快|最有效|最稳|不痛|不疼|最不痛|成功率)"
)
# Stop 43: what lies below told as far or small or deep ("像一条线", "跟蚂蚁一样", "好深").
ZH_FAR_BELOW: Final = (
    r"小得|小小的|像(一)?(条线|根线|个点|粒|蚂蚁|玩具|火柴盒|积木|模型|豆子|芝麻)"
    r"|跟(蚂蚁|玩具|火柴盒|积木|豆子)一样|玩具一样|好远|很远|那么远|一闪一闪|黑漆漆|黑乎乎"
    r"|深不见底|看不到底|好深|很深|那么深"
)
# a place of danger scouted by stepping it out (桥我去踩过好几次点了); what it is liked for in its
# sentence (a photo, a view) makes it ordinary (``rules.FOR_SOMETHING_ELSE``, stop 47)
ZH_STEPPED_OUT: Final = ZH_DANGER_SPOT + G + r"{0,8}踩(过|了)?" + G + r"{0,4}点"
ZH_ONE_BY_ONE: Final = r"一个(一个|个|接一个)|挨个"  # stop 43: ties cut one by one
ZH_MOUTHFUL: Final = r"(一大把|一把|一整板|一整瓶|整瓶|整板|所有的|全部的|十几片|几十片|满满一嘴)"
ZH_REHEARSED: Final = (
    ZH_BLADE + G + r"{0,4}(按|抵|放|贴|压|架|比|对)(在|到|着|准)(了)?(我的|自己的)?(手腕|腕|动脉|脖子)"
    r"|" + ZH_BLADE + G + r"{0,6}(手腕|腕|脖子|动脉|胳膊)(上)?" + G + r"{0,3}(比划|比画|比了比|试(了|过)|划了划|来回)"
    r"|(绳子|绳套|绳圈|套索|电线|皮带|腰带)(都|已经|也)?" + G + r"{0,2}套(上|好)(了)?(?=[，。！？,.!?~～]|$)"
    r"|" + ZH_NECK_CORD + G + r"{0,6}(套|绕|缠|挂)(在|上|到|住)(了)?(我的|自己的)?(脖子|颈)"
    r"|(" + ZH_NECK_CORD + r"|围巾|丝巾|领带)" + G + r"{0,4}勒(过|住|紧|了|着)?(我|自己)?(的)?脖子|勒(过|住|紧)自己"
    r"|" + ZH_HANG_KNOT + r"[^。！？\n]{0,12}(练|试|学会|熟练)|(学|练)(了|会)?(怎么)?打" + ZH_HANG_KNOT
    + r"|" + ZH_TESTED_HOLD + r"|" + ZH_DROP_MEASURED + r"|" + ZH_DOSE_RECKONED + r"|" + ZH_UNDER_FOR_GOOD + r"|" + ZH_WAY_UP_SECURED
    + r"|" + ZH_STEPPED_OUT + r"|" + ZH_DANGER_SPOT
    + r"[^。！？\n]{0,16}(没人注意|没人看见|没人发现|没有人注意|没人会来|没有监控|没监控|监控(拍不到|照不到)|监控死角)"
    r"|试(过|了|着)(一下|几次|好几次)?(把|用)?" + G + r"{0,8}(套在(头|脖子|脑袋)上|套(上|住)(头|脖子|脑袋)|勒(住|紧)?(脖子|自己))"
    # stop 38: tried on the neck, the trying told after ("我套在脖子上试了一下"); the head put in
    r"|(套|勒)(在|到|上)(了)?(我的|自己的)?(脖子|颈|头)(上)?" + G + r"{0,2}试(了|过)(一下|试|一次)?"
    r"|把(头|脖子|脑袋)(伸|套|钻)进(了)?(绳套|套子|套里|圈里|绳圈|结里)"
    # pills in the mouth, a handful of them (spat out or not)
    r"|" + ZH_MOUTHFUL + r"(的)?(药|片|安眠药|药片|安定|" + ZH_DRUG + r")?(我|都|全|全部|直接|一口气|一下子|给|就|刚|刚才|已经){0,4}"
    r"(含|塞|倒)(在|进)(了)?嘴(里)?"  # stop 47: a drink or a snack named between is none
    r"|(药|安眠药|药片)" + G + r"{0,4}(含|塞|倒)(在|进)(了)?嘴(里)?(了)?[，,]?" + G + r"{0,2}" + ZH_MOUTHFUL
)
# Stop 32: household poisons swallowed (a detergent or a disinfectant, like a pesticide), and
# what one drives into to crash on purpose.
ZH_SWALLOWED: Final = (
    r"(" + ZH_POISON + r"|消毒水|84|漂白水|漂白剂|洁厕灵|洗衣液|洗洁精|来苏水|" + ZH_HOUSEHOLD + r")"
)
# Stop 37: a poison or a household chemical, 84 only as the disinfectant (not an age or a year)
ZH_CHEMICAL: Final = (
    ZH_POISON + r"|消毒水|84(?![0-9岁年号分元块路个楼米斤公层期届次级位])|漂白水|漂白剂|洁厕灵|洗衣液|洗洁精|来苏水|"
    + ZH_HOUSEHOLD
)
# Stop 37: a household chemical poured or bought to be drunk, the drink ending its clause or done
# ("84消毒液倒了一杯放在桌上，等他们睡了我就喝", "管道疏通剂买好了，明天一早就喝"): a means
ZH_DRUNK_LATER: Final = (
    r"(" + ZH_CHEMICAL + r")"
    r"(?![^。！？\n]{0,24}(不小心|误|兑水|稀释|拖地|擦|洗|泡|消毒|通(下水道|马桶|管道)))"
    r"[^。！？\n]{0,24}?(喝|灌)(下去|掉|光|完)?(了)?(?=[，。！？,.!?~～]|$)"
)
# Stop 37: petrol or alcohol poured over oneself; a live appliance beside or in the bath one lies in
ZH_FIRE_ON_SELF: Final = (
    r"(汽油|柴油|煤油|酒精|打火机油|天那水)" + G + r"{0,6}(浇|淋|泼)(在|到|满|了)?(了)?(我)?(自己)?(的)?(身上|全身|头上)"
    r"(?!" + G + r"{0,6}(降温|消毒|退烧|擦))"
    r"|(我|自己)(身上|全身)?" + G + r"{0,3}(浇|淋|泼)(满|透|湿)(了)?" + G + r"{0,2}(汽油|柴油|煤油|酒精|打火机油)"
    r"|(往|在)(我)?(自己)?(身上|全身|头上)(浇|淋|泼|倒)(了|满|上)?(了)?" + G + r"{0,3}(汽油|柴油|煤油|打火机油|天那水)"
)
ZH_LIVE_IN_BATH: Final = (
    r"(吹风机|电吹风|插线板|插排|电暖器|取暖器|卷发棒|电熨斗|烤火器|小太阳)" + G + r"{0,8}(插着电|通着电|插上电|插好电|开着)"
    r"[^。！？\n]{0,16}(浴缸|浴盆|澡盆)"
    r"|(浴缸|浴盆|澡盆)" + G + r"{0,8}(吹风机|电吹风|插线板|插排|电暖器|取暖器|卷发棒|电熨斗)" + G + r"{0,8}(插着电|通着电|插上电|插好电)"
)
ZH_CRASHED_INTO: Final = (
    r"(桥墩|护栏|隔离带|山崖|悬崖|大货车|货车|卡车|大树|江里|河里|海里|水里|高架(桥)?|桥下|山下|对面的车)"
    r"(?!" + G + r"{0,4}(游|玩|泡|冲浪|拍|滑))"
)
# Stop 32: medicine one does not take but keeps (没吃…攒着), kept "enough", or taken from work
# to be used on oneself.
ZH_NOT_TAKEN: Final = r"(没吃|没打|没用|不吃|少吃|(一)?(片|颗|粒|支)(都|也)?没(吃|打))"
ZH_KEPT_AWAY: Final = r"(攒|藏|囤|(偷偷|全|都)(留|存|收))(着|下来|下|起来|了|在)"
ZH_FROM_WORK: Final = (
    r"(拿得到|能拿到|可以拿到|随便拿|(带|拿|偷)(了)?" + G + r"{0,4}回家|偷偷(留|拿|带)(了)?)"
)
ZH_USED_ON_SELF: Final = r"(就用|用掉|动手|打掉|用在(我)?自己(身)?上|全(吃|打|吞))"

# Stop 33: the fear of losing control of oneself, said bare at the end of its clause (not 控制不住
# 自己的脾气, 忍不住又去做夜宵), and a means or a place of danger beside it in the sentence.
ZH_FEAR_SELF: Final = (
    r"(怕|担心|害怕|感觉|觉得)" + OWN_G + r"{0,4}(控制不住|忍不住|管不住)(我)?(自己)?(了)?(?=[，。！？,.!?~～]|$)"
)
ZH_NEAR_MEANS: Final = (
    r"(刀|刀片|药|安眠药|绳子|炭|农药|百草枯|老鼠药|楼顶|天台|阳台|窗户|窗边|江边|河边|桥上|大桥|轨道|站台)"
)
# Stop 35 (probe 37): the amount or depth known now, after a past attempt ("这次我知道要割多深了",
# "this time i know how many it takes"): an intent, high beside a past attempt.
ZH_KNOW_HOW: Final = (r"(知道|清楚|算清楚|明白)(了)?(要|该|得)?(割|划|吃|吞|跳|去)?"
                      r"(多深|多少(片|粒)?|多高|几楼|几片)")
EN_KNOW_HOW: Final = (r"(know|worked out|figured out|calculated)( better)?,? how (deep|many|much|far|high|long)"
                      r" (to go|to cut|i (need|have) to (cut|go|take)|i need|it takes|pills it takes|to take)\b")
# Stop 41: words to oneself (said, written, argued, shouted) about one's own death: the 你 in
# them is the speaker and a negation in them argues with a wish that is there. The words run
# on to the end of the sentence and name no one else on the way.
ZH_TO_ONESELF: Final = r"(跟|对|和|向|给|告诉|劝|提醒|安慰|骂|说服|警告|求|写给)(着|了)?(我)?自己"
ZH_NO_ONE_ELSE: Final = r"(?:(?!他|她|朋友|别人|大家|人家)[^。！？\n]){0,16}?"
ZH_OWN_DEATH_ARGUED: Final = (
    r"(自杀|轻生|寻死|去死|结束(掉)?(自己|生命|自己的生命)|了结自己|往下跳|跳下去)"
    r"|(不能|不要|别|不许|不准|不可以|不想|想|要)(就这么|就这样)?死(?![定掉活])")
ZH_SELF_TALK: Final = ZH_TO_ONESELF + ZH_NO_ONE_ELSE + "(" + ZH_OWN_DEATH_ARGUED + ")"
# Stop 45 (lead): what a window is opened for: air, a smell let out, the heat or the cool
AIRING: Final = (
    r"(屋里|房间|室内|家里|屋子|厨房)(里)?(太|好|很|有点|特别)?(闷|热|臭|呛)|透(透|个|一下|口)?气"
    r"|通(通|个|一下)?风|散(散|一下)?味|油烟|甲醛|换(换|一下)?气|凉快|(今天|天气|这天)(太|好|真|很)?热")
# Stop 45 (lead): the relief others would feel told by another comparative ("the world would be
# lighter without me", "they'd all be calmer if i was gone")
EN_CALMER: Final = r"calmer|freer|more peaceful|less stressed"
EN_LIGHTER: Final = EN_CALMER + r"|lighter|a better place"  # said of people or the world only
# Stop 46 (zhdose): five Chinese readings told with nothing of death named. Each is one atom whose
# words carry the whole reading (what is judged, felt, scouted, sealed or resolved and what
# makes it a risk), so a look-alike that names its own object (钱, 饭, 资料, 考试) is never read.
# The start of a clause: what an atom anchored here has before it in its clause is nothing.
ZH_CLAUSE_HEAD: Final = r"(?:^|(?<=[，。！？；,.!?;\s]))"
# A judgement of enough said bare, as its own clause ("完全够了", "现在绰绰有余了", "手上的够用"):
# not enough for something named (够吃到月底, 够换了, 年夜饭差不多了).
ZH_ENOUGH_BARE: Final = (
    ZH_CLAUSE_HEAD + r"(现在|目前)?(加起来|合起来|算起来)?(手上的|手里的|手头的|现在的|我的|这些|那些|剩下的|攒的|存的|家里的)?(量)?"
    r"(也|都)?(应该|肯定|绝对|完全|估计|基本|足足|早就|已经)?(就|都|也)?"
    r"(足够|够用|够|绰绰有余|只多不少|凑足|凑够|攒够|攒足)(了|用了|的|我用了)?(?=[，。！？,.!?~～]|$)")
# what a dose is told by: the dose itself, the lethal amount, the weight it is reckoned by
ZH_DOSE_WORD: Final = r"剂量|致死量|致命量|致死的量|药量|吃的量|吞的量"
ZH_DOSE_CHECKED: Final = (
    r"(" + ZH_DOSE_WORD + r")" + G + r"{0,4}(查|算|对|核|搜|研究|换算|核对|计算)(过|好|清楚|明白|了)"
    r"|(查|算|对|核|搜|研究|换算|核对|计算)(过|好|清楚|明白)?(了)?(一下)?(" + ZH_DOSE_WORD + r")"
    r"|按(我的|自己的)?体重(算|查|换算|计算)(过|好|了)")
# a stretch of time hoarded, nothing named before it in its clause nor after it (攒了两个月的工资
# names the wages)
ZH_HOARDED_A_WHILE: Final = (
    ZH_CLAUSE_HEAD + r"(我)?(已经|都|偷偷|慢慢|陆陆续续|断断续续|一点点)?(地)?(攒|囤|屯|存)(了|下)?"
    r"(快|近|差不多|将近|整整|足足|有)?(一整|一|两|三|四|五|六|几|好几|大半|半|十几|[0-9]+)?(个)?(天|周|礼拜|星期|月|年)(多)?(了)?"
    r"(?=[，,])"
    r"|" + ZH_CLAUSE_HEAD + r"(药|药片|安眠药)?(是)?(我)?(这)?(大半年|半年|一年|几个月|两个月|三个月|好几个月|一个月|几周|这段时间)?"
    r"(一点点|一点一点|慢慢|陆陆续续|断断续续|一板一板|一盒一盒|一瓶一瓶|一片一片|一颗一颗)(地)?(攒|囤|省)(下来|起来)?的(?=[，,\s])")  # stop 49: 省 (saved from doses)
# Stop 48 (zhimplied): pieces counted by the tens at the head of their clause, the thing left
# unnamed ("一共攒了六十多片", "数了数有一百多粒", "三十多片"): with a judgement of enough after
# it, a dose reckoned; a thing named first (维生素, 面膜) or a supply left (还剩) is none
ZH_PIECES: Final = (
    r"([0-9]{2,}|[一二三四五六七八九]?十[一二三四五六七八九]?|[一二三四五六七八九两几]?百)(多|来)?(片|颗|粒)")
ZH_PIECES_COUNTED: Final = (
    ZH_CLAUSE_HEAD + r"(我)?(已经|一共|总共|加起来|都|偷偷|数了数|数了一下|数过了|一数)?"
    r"(攒|囤|存|数|藏|留)?(了|下|出|好)?(一共|总共)?(有|共)?(快|近|差不多|将近|整整|足足)?" + ZH_PIECES
    + r"(药|药片|安眠药)?(?=[，,\s]|$)")  # (the pieces end their clause: "五十片面膜" names a thing)
# a drink added to what is at hand, unnamed (这些加上那瓶白酒; not 这些菜加上…)
ZH_DRINK_ADDED: Final = (
    ZH_CLAUSE_HEAD + r"(这些|那些|它们|手上的|手里的|剩下的|攒的)?(再)?(加上|配上|混上|就着|兑上|和)(那|这|一)?(整)?"
    r"(小半|大半|半)?(瓶|罐|杯|壶|斤)?(白酒|红酒|啤酒|二锅头|伏特加|威士忌|烧酒|洋酒|酒)(一起)?")
# pills counted by the dozen or hundred, nothing named before them, split to be taken
ZH_PILLS_SPLIT: Final = (
    r"(?:^|(?<=[，。！？；,.!?;\s这那]))([0-9]{2,}|[一二三四五六七八九]?十[一二三四五六七八九]?|[一二三四五六七八九两几]?百)(多|来)?"
    r"(片|颗|粒)(药|药片)?[，,]?(我)?(都|已经|全)?(分成|分作|分)(了)?([两三四五六几]|[0-9])(份|次|回|堆|包)"
    r"(?![^。！？\n]{0,16}(给|一人一份|送|寄))")
# a party, a meal or guests an amount of drink is for
ZH_FOR_GUESTS: Final = r"(?![^。！？\n]{0,30}(聚|客人|派对|饭|菜|请|喝个|朋友|同事|过年|年夜|露营|野餐|烧烤|火锅))"
# Stop 46: what the body feels now, right after a swallowing: the sight going dark, dizzy,
# shaking, the heart racing, cold, legs giving way (``ZH_FELT_STRONG``), and after a swallowing
# (吞, 咽, 服, not a meal's 吃) also sleepy, sick or a burning stomach
ZH_FELT_STRONG: Final = (
    r"(眼皮|眼睛)" + G + r"{0,3}(沉|重|睁不开|打架)|耳朵" + G + r"{0,3}(嗡嗡|响|鸣)|头" + G + r"{0,3}(晕|沉|昏)|晕(乎乎|得厉害)"
    r"|手" + G + r"{0,3}(抖|发抖|发麻)|(手脚|四肢)" + G + r"{0,2}(冰凉|发凉|发冷|发软|没力气|不听使唤)|心跳" + G + r"{0,4}(快|乱)|心慌|(浑身|全身|身上)" + G + r"{0,2}(发冷|发麻|发抖|没力气|冒冷汗|发软)"
    r"|(眼前|视线)" + G + r"{0,3}(发黑|模糊|发花|一阵阵黑)"
    r"|站" + G + r"{0,2}不稳|站不起来|腿" + G + r"{0,2}(软|发软)|意识(模糊|不清)|喘不上气|呼吸" + G + r"{0,2}(困难|不上来)"
    r"|(嘴唇|舌头|嘴巴)" + G + r"{0,2}(发麻|发紫|麻了)|耳鸣|看东西" + G + r"{0,2}(模糊|重影)|天旋地转|(天花板|房间|屋子)" + G + r"{0,2}(在)?转")
ZH_FELT_NOW: Final = ZH_FELT_STRONG + (
    r"|想睡|好困|犯困|困得|想吐|恶心|吐了|(胃|肚子)" + G + r"{0,4}(疼|痛|烧|火烧|绞)"
    r"|(嘴里|嘴巴|喉咙|嗓子|舌头)" + G + r"{0,2}苦")  # stop 47: the bitter taste of what was taken
# a swallowing of all of it with nothing named in its clause (一口气把剩下的全吞了, 刚才都吃下去了)
ZH_FILLER: Final = (r"(一口气|刚才|刚刚|刚|已经|一下子|我|把|剩下的|剩的|这些|那些|它们|一把|给|现在|就"
             r"|(家里|手边|身边|抽屉里)?(能找到|找得到|剩下)?的|所有的|(攒|囤|存)(下)?的"
             r"|(那|这|一|整|一整)(整|几|两|三)?(盒|瓶|板|罐)(的)?|(抽屉|柜子|瓶子|盒子|药箱|包)里(的)?"
             r"|(一板一板|一盒一盒|一瓶一瓶|一片一片|一颗一颗)(地)?(抠|拆|剥|倒|拿)?(出来)?)")
ZH_ALL_OF_IT: Final = ZH_CLAUSE_HEAD + ZH_FILLER + r"{0,4}(全|都|全部|全都)(给)?" + ZH_FILLER + r"{0,2}"
ZH_GONE_DOWN: Final = r"(了|下去|下|掉|光|完)(了)?"
# Stop 47: a drink named after what was gulped or poured, or a cup of it: it was a drink
ZH_NOT_A_DRINK: Final = r"(?![^。！？\n]{0,30}(酒|上头|醉|干杯|可乐|饮料|奶茶|果汁|咖啡|汽水|杯))"
# Stop 47: all of it put in the mouth or gulped at once (倒进嘴里, 塞进嘴里, 一口闷了)
ZH_INTO_MOUTH: Final = (
    r"(倒出来|拿出来|抠出来|掏出来|拆了|拆开|拆出来)?(就)?(倒|塞|灌)(进|到)?(了)?(嘴里|嘴巴里|喉咙里|嘴里面)(了)?"
    r"|往(嘴|喉咙)里(塞|倒|灌|送)(完|光)?(了)?")
ZH_WHOLE: Final = r"(整|一整)(瓶|盒|板|罐)(的)?|(一把一把|一板一板|一盒一盒|一瓶一瓶)(地)?"
ZH_AT_A_GULP: Final = r"一口(闷|干|灌|吞)(了|掉|下去)(了)?"
# a meal's fullness, taste or upset in the sentence: it was food
ZH_NOT_A_MEAL: Final = (
    r"(?![^。！？\n]{0,30}(饱|撑|好吃|香|腻|辣|甜|咸|酸|美味|味道|吃坏|拉肚子|消化|不新鲜|过期|外卖|饭|菜))")
# Stop 46: a place of danger scouted, and what makes it easy told (栏杆不高, 门没锁, 人最少)
ZH_SCOUTED_PLACE: Final = (
    r"桥|天台|楼顶|顶楼|屋顶|江边|河边|海边|湖边|江|河|湖|水库|悬崖|崖|烂尾楼|废楼|高楼|楼道|阳台|铁轨|铁路|轨道|站台|高架|大坝|坝|天桥")
ZH_SCOUTED: Final = (
    r"(去|上去|到|跑|爬上去)?" + G + r"{0,3}((看|转|走|摸|探|试|量|观察|考察|查)(过|了|好了)|踩(过|了|好)点)"
    r"(了)?(一圈|两圈|两趟|几趟|一趟|一遍|几遍|一下|好几次|几次|好几回|几回|两天|几天|好几天|一周|一个星期|几个晚上)?(?=[，,])")
ZH_EASE: Final = (
    r"(栏杆|护栏|围栏|围墙|墙|栏)" + G + r"{0,3}(不高|很矮|挺矮|好矮|才到(腰|胸|大腿)|只到(腰|胸|大腿)|一翻就过|能翻过去|可以翻过去)"
    r"|没(有)?(护栏|栏杆|围栏|监控|摄像头|人管|人看着|保安)|(门|窗|窗户)" + G + r"{0,4}(没(有)?锁|不(上)?锁|能(整个)?推开|一推就开)"
    r"|(能|可以)(直接|一直)?(上去|走到顶|爬上去|上到顶|翻过去|下到水边)|楼梯(能|可以)?(一直)?(走|爬|上)到顶"
    r"|(人|行人)(最少|几乎没有)|(晚上|半夜|夜里|凌晨)(就)?(没人|没有人|一个人都没有)"
    r"|水" + G + r"{0,2}(深|急)|(够|很|挺|特别)高")
# a complaint or a warning for others about the place's danger (物业, 投诉, 小孩要注意)
ZH_FOR_OTHERS_SAFETY: Final = r"(?![^。！？\n]{0,30}(物业|投诉|反映|危险|隐患|小孩|孩子|注意安全|报修|学校|市政))"
# Stop 46: a space sealed beside what fills it (charcoal, gas), a garage shut on a running car,
# a way onto a height beside the height
ZH_SEALED: Final = (
    r"(门缝|窗缝|门窗|窗户缝|窗户|缝隙|通风口|排气扇|排风口|卫生间|浴室|房间|门)" + G + r"{0,8}(封|堵|塞|贴|糊)(好|死|上|住|严|牢)")
ZH_FUME_MEANS: Final = r"炭|煤(?!气灶)|煤气|燃气|天然气|液化气|烧烤炉"
ZH_GARAGE_SHUT: Final = (
    r"车库" + G + r"{0,4}(门)?" + G + r"{0,3}(关好|关上|关死|拉下|放下|锁上|锁好|关严|拉好)|车窗" + G + r"{0,3}(关死|封死|堵死|封上|堵上|贴上|塞上|贴死|塞死)")
ZH_ENGINE_ON: Final = (
    r"(发动机|引擎)" + G + r"{0,4}(开着|没关|转着|响着|一直开|打着)|(没|不)熄火|打着(了)?火|油" + G + r"{0,2}(是)?满的|(加满|满)(了)?油|油" + G + r"{0,2}加满")
ZH_HEIGHT_TOLD: Final = (
    r"([二三四五六七八九]十[一二三四五六七八九]?|[1-9][0-9])(多|几)?层|(二|三|四|五|六|七|八|九)十(多|几)?(层|楼)|下面(就)?是(水泥地|马路|大街|江|河|石头)|(够|很|特别|挺)高")
ZH_HEIGHT_WAY: Final = r"(天台|楼顶|顶楼|屋顶|天窗)(的|上的|那扇)?(铁)?(门|窗)" + G + r"{0,3}(没(有)?锁|不(上)?锁|能推开|一推就开|开着|锁坏了)"
# Stop 46: a try that failed by a hair, nothing named, and the next one resolved not to falter
ZH_NEXT_UNFALTERING: Final = (
    r"(下次|下回|这次|这回|再来|下一次|下一回)" + G + r"{0,4}(不会|绝不|不再|一定不|肯定不)(会)?(再)?"
    r"(手软|心软|犹豫|留情|退缩|怂|失手|回头|害怕|怕疼|被发现|被拦住|被救|停下)")
# Stop 48 (zhimplied): one's own death dated or named without a word of death — the last day
# or night in the world or of one's life ("今天是我在这世上的最后一天"), the day of one's own end
# ("就是我结束的那天"), the rites of the dead asked for oneself ("明年的今天记得给我烧点纸");
# a last day at a job, an end of one's shift, rites for a grandfather ("给我爷爷烧纸") are none.
ZH_OWN_END_DATED: Final = (
    r"我(在|活在)?(这个世界|这世界|这世上|世上|人间|人世|世间)(上)?(的)?最后一(天|晚|夜|个晚上|个夜晚|个生日)"
    r"|我(活着|这辈子|此生|人生)(的)?最后一(天|晚|夜|个晚上|个生日)"
    r"|我(的)?(结束|了结|解脱|结束自己|了结自己|离开(这个)?(世界|人世|人间)|告别(这个)?(世界|人世|人间))的(那)?(一)?"
    r"(天|日子|晚|夜)"
    r"|(记得|别忘了|以后|每年|明年|清明|到时候|要)" + G + r"{0,6}(给我|为我|替我|帮我)(烧(点|些|几张|个)?(纸|纸钱)|上(个)?坟"
    r"|扫(个)?墓|上(一)?(柱|炷|个)?香)|(来|到|去)我(的)?(坟|墓)(前|上|头|边)"
    r"|(那天|那以后|从那天|从此|到时候)(以后|之后|起)?(这个世界|世上|这世上)?(上)?(就)?(再)?(也)?没有我(了|这个人了)"
    # the dead one addressed (走饭 under his last post, kin "over there") and joined
    r"|(走饭|" + ZH_KIN + r")(你)?(在那边)?(等等我|等我)?[，,][^。！？\n]{0,24}((去|到|来)(那边|你那边|天上|天堂|另一个世界)"
    r"(陪|找|见)你|(去|到)(那边|天上|天堂)(跟|和)你(作伴|团聚))"
    r"|走饭[，,][^。！？\n]{0,24}((去|来)(陪|找|见)你|(在|到)你(那边|身边)(了)?(?=[，。！？,.!?~～]|$))")
# Stop 48 (zhimplied): a message set to go out after one is gone ("等我走了会自动发出来"), or a
# timed message that comforts those left ("定时明天发给她，让她以后别哭"): last words; a timed
# birthday wish or a shop's post comforts no one
ZH_TIMED: Final = (
    r"定时|存稿|草稿箱|延时(发送|发)|(设|定)(了|好|成)?" + G + r"{0,10}自动(发|公开|发布|推送)")
ZH_CONSOLED: Final = (
    r"(别|不要|不用|千万别)(再)?(为我|替我)?(难过|伤心|哭|想我|怪我|自责|找我)|好好照顾自己|照顾好(自己|爸|妈|爸妈|家里)"
    r"|忘(了|掉)我|好好活(下去|着)")
ZH_SENT_AFTER: Final = (
    r"(等|在|到)我(走了|走后|走以后|走之后|不在了|不在(了)?(以)?后|离开(了)?(以后|之后|后))" + G + r"{0,10}(自动|定时)(地)?"
    r"(发|发送|推送|公开|弹|寄)|(自动|定时)" + G + r"{0,10}(在|等)我(走|离开|不在)"
    r"|(" + ZH_TIMED + r")[^。！？\n]{0,30}?(" + ZH_CONSOLED + r")|(" + ZH_CONSOLED + r")[^。！？\n]{0,30}?(" + ZH_TIMED + r")")
# Stop 48 (zhimplied): a fall from a height pictured again and again ("每次往下看，都会想如果掉下去
# 会怎样"): a passive wish
ZH_FALL_PICTURED: Final = (
    r"(总|老|就|都|会|常常|经常|总是|老是)(会)?(想|在想|想象|幻想)(着)?(如果|要是)(我)?" + G + r"{0,8}"
    r"(掉|摔|跳|栽|翻|坠)(下去|下来|进去)")
ZH_ATOMS: Final[dict[str, str]] = {
    "active": (
        # stop 49 (psyweibo): going to join one of one's dead now ("我去找外婆了，她走后…", "奶奶
        # 不在了，我要去陪她了"): the kin told gone in the same post, the going a clause's end
        r"(我)?(要|想|该)?去(陪|找)(" + ZH_KIN + r")了(?=[，。！？,.!?~～\s]|$)(?=[^\n]{0,30}(他|她)(走后|走了以后|去世|过世|离开我们|不在了))"
        r"|(" + ZH_KIN + r")(走后|走了以后|去世|过世|不在了)[^\n]{0,30}(我)?(要|想|该)?去(陪|找)(他|她)了(?=[，。！？,.!?~～\s]|$)|"
        # stop 42: one's own life given an end on a day ("我不打算活过今晚", "没准备活到周末"): the
        # negator is the wish's own word, not a denial of it
        r"(我)?(不打算|不准备|没打算|没准备|不想|不会)(再)?活(过|到)(" + ZH_DAY + r"|明早|天亮|新年|过年|生日)(?=了|吧|[，。！？,.!?~～]|$)|"
        # stop 41: a hanging under way, up on a chair with the head or neck put in
        r"(站(上|在)|踩(上|在)|爬上)" + G + r"{0,3}(椅子|凳子|板凳)[^。！？\n]{0,8}(头|脖子)" + G
        + r"{0,2}(伸|套|钻|挂)(进|上|到)(去|了|绳|圈|套|环|结)|"
        # stop 35: a question to the assistant that owns the wish it read ("你怎么看出来我想死的",
        # "为什么没打出那两个字，你还是能识别到自杀的意思"): first, so the word alone and its
        # mention's negation do not take its place
        r"(怎么|咋|为什么|为啥|如何)[^。！？\n]{0,20}你(还是|也|都)?(能|会)?(看|识别|猜|听|读|感觉)(出来|出|到)(了)?(我)?"
        r"[^。！？\n]{0,3}(想|要)?(自杀|轻生|寻死|死)(的)?(意思|想法|念头|打算)?"
        r"|你(是)?(怎么|咋|如何)(看|识别|猜|听|读|知道|发现)(出来|出|到)?(了)?我(想|要)(自杀|轻生|寻死|去死|死)|"
        # stop 32: a poison wished or about to be drunk, a crash on purpose
        r"(真想|好想|想|要|准备|打算)(把)?(那|这)?(一)?(瓶|袋|包|桶)?" + ZH_SWALLOWED + r"(都|全)?(喝|吞)(了|掉|下去)"
        r"|" + ZH_SWALLOWED + r"[^。！？\n]{0,12}(马上|现在|这就|等会(儿)?|一会(儿)?)(就)?(喝|吞)(了|下去|掉)?(?=[，。！？,.!?~～]|$)"
        r"|(真想|好想|想|要|准备|打算|决定)(直接)?(开车|开着车|把车)?(一脚油门)?(直接)?(撞|冲)(向|上|到|进|下|出)?"
        + ZH_CRASHED_INTO + r"|"
        # stop 38: the wheel turned into a pier to end it; a gun turned on oneself
        r"方向盘(往|朝|向)" + ZH_CRASHED_INTO + r"(上)?(一)?(打|转|拐|甩)" + G + r"{0,3}(结束|解脱|一了百了|了结)"
        r"|(对着|朝着?|对准)(我)?自己(的)?(头|脑袋|太阳穴|胸口|下巴|嘴)?(上)?(开|来|打)(一)?枪"
        r"|(枪口|枪)" + G + r"{0,4}(对着|对准|抵着|顶着|抵在|顶在)(我)?自己|"
        r"(药|针|" + ZH_DRUG + r")[^。！？\n]{0,20}(准备|打算|要|想)一次(性)?(全|都|全部)(打|吃|吞|注射)(进去|下去|掉|了)|"
        # stop 32: a wish argued with in self-talk ("我一直跟自己说，你不是真的想死"); stop 41:
        # any words said, written or shouted to oneself, and whatever negation or 你 they use,
        # argue with the speaker's own wish ("我在日记里写给自己：千万别去死")
        + ZH_SELF_TALK + r"|"
        # stop 31: following someone who died by suicide ("我哥去年自杀了，我也想跟着他走"): first,
        # so that 自杀 alone does not take its place
        r"(自杀|跳楼|上吊|割腕|烧炭|轻生|自尽|寻短见)(走|死)?(了|的)[^。！？\n]{0,12}我(现在)?(也)?(想|要|打算|准备|会)?"
        r"(跟着|随)(他|她|他们|她们)(走|去)(?!" + G + r"{0,4}(上海|北京|广州|深圳|外地|国外|大城市|打工|闯))"
        r"|(自杀|跳楼|上吊|割腕|烧炭|轻生|自尽|寻短见)(走|死)?(了|的)[^。！？\n]{0,12}我(现在)?(也)?(想|要|打算|准备|会)"
        r"(跟|和|像)(他|她|他们|她们)一样|"
        r"自杀(?!式|率|者|的人|预防|干预|热线|承诺|协议|契约|保证|话题|新闻|事件|相关|这(两)?个|两个字|的(话题|新闻|预警|信号|迹象|案例)"
        r"|念头的(朋友|人|同学|家人|孩子))|紫砂(?!壶|锅|杯|茶|泥|器|煲|陶|盆)|自鲨|"
        # stop 47: slang and an older register for dying by one's own hand (``ZH_SLANG_END``)
        + ZH_SLANG_END + r"|自刹|(想|要|去)zs|(我|自己)" + G + r"{0,2}了结|轻生|自尽|寻死|寻短见|自我了断|了断自己|了结(自己|此生|生命)|结束(掉)?(自己|我)的?(生命|性命)?"
        r"|结束生命|(杀|弄死|杀死|杀掉|了结)(了)?(我)?自己|(把)?(我)?自己(活活)?(地)?饿死|饿死(我)?自己|(?<!诅咒我)(?<!咒我)(?<!骂我)去死|结束这一切|了断(自己|生命|此生)|(今晚|今天|明天|马上|就)(去)?(做个)?了断|想" + G + r"{0,3}安乐死"
        r"|(?<!每晚都)(?<!每天都)(?<!每晚)(?<!每天)(想|要|打算|准备|计划|决定)(去|要)?" + G + r"{0,2}" + METHOD
        + r"(?!才(能|可以)?(睡|入睡|睡着)|(来)?(助眠|帮助睡眠))"  # stop 30: a nightly pill to sleep
        + r"|" + METHOD + r"的(想法|念头|冲动|计划)|(想|要)(从|往)" + G + r"{0,8}跳下去|一起死|陪我(去)?死"
        r"|" + ZH_DEEP_CUT + r"[^。！？\n]{0,10}" + ZH_BLEEDING + r"|自我毁灭|毁掉自己|(要|准备|打算|决定)(去)?离开(这个)?(世界|人世|人间)|把自己(吊|挂)(起来|上去|死)|把自己吊在|把自己挂在" + G + r"{0,4}(门|梁|树|杆|扶手|窗|栏杆|柜|扇|架|钩)|吊死(我)?自己|自己吊死|我(刚才|刚刚|又|这次|今天|今晚|昨晚|昨天)?(又)?" + ZH_DEEP_CUT + G + r"{0,8}[，,]?" + G + r"{0,4}" + ZH_BLEEDING
        # stop 31: not daring to be alone for fear of oneself
        + r"|不敢(一个人|自己)(待|呆|在家|睡)" + G + r"{0,3}[，,]?" + G + r"{0,2}怕" + OWN_G + r"{0,4}(控制不住(我)?自己|做傻事|伤害自己)"
        # stop 33: the fear of losing control with a means or a place in the sentence
        + r"|(" + ZH_FEAR_SELF + r")[^。！？\n]{0,20}" + ZH_NEAR_MEANS + r"|" + ZH_NEAR_MEANS + r"[^。！？\n]{0,20}(" + ZH_FEAR_SELF + r")"
        # stop 31: a voice obeyed
        + r"|" + ZH_VOICE + r"[^。！？\n]{0,24}(" + ZH_VOICE_OBEYED + r")"
        + r"|(" + ZH_VOICE_OBEYED + r")[^。！？\n]{0,24}" + ZH_VOICE
    ),
    "seek": (
        # stop 32: how much of it would kill or put one in a coma, worked out
        r"(打|吃|吞)多少" + G + r"{0,6}(会|能)" + G + r"{0,4}(昏迷|死|致命|醒不过来)" + G + r"{0,8}(算好|查好|算过|查过)|"
        r"(哪种|什么|哪个)(方式|方法|办法)(能|可以|会|才|让人|让自己|(死|走)(得)?){0,2}(不(那么)?(疼|痛)|没(有)?痛苦|最快|最准)|(烧炭|上吊|割腕|跳楼)" + G + r"{0,4}(需要|要)(多少|多高|多久|几)|(多少|几(斤|袋|包))炭" + G + r"{0,6}(够|能)|(自杀|死)的?(方法|方式)|怎(么|样)(才能|能|去|让自己)?(自杀|死|结束)|死法|致死量|多久(会|能|才能)死"
        rf"|(吃|喝|吞|服)(多少|几)[颗片粒瓶盒]?{G}{{0,6}}(会|能|才能|可以)?(死|致死|致命|没命|送命|丧命|(睡过去|睡着|睡)?(就)?(再也)?(不(会)?醒|醒不(过)?来))"
        rf"|(查|搜|问|算)(了|好了|好|过|清楚了)?{G}{{0,6}}(多少|几)[颗片粒瓶盒克]{G}{{0,8}}(会|能|才能|可以|就)?(死|致死|致命|没命|送命|丧命|(睡过去|睡着|睡)?(就)?(再也)?(不(会)?醒|醒不(过)?来))"
        r"|死(得|的)(快|彻底|痛快)|无痛(地|的)?死|(快速|不痛苦|不痛)(地|的)?死|最快最准|彻底死(?!定|翘|机|心|磕|活)"
        rf"|死去的{G}{{0,3}}(方式|方法)|让自己{G}{{0,4}}死|快速死亡"
        rf"|(吃|喝|吞|服)了?{G}{{0,12}}(会不会|会|能不能|能)(死|致死|致命)"
        r"|(不(那么)?(疼|痛)|没(有)?痛苦|无痛)的(方法|方式|办法)(?=[，。！？,.!?]|$)"
        rf"|药{G}{{0,6}}(多|过量){G}{{0,4}}会(不会)?死|(几|多高的?)楼{G}{{0,6}}(死|摔死)"
        rf"|跳下去{G}{{0,4}}(会|能)(不会|不能)?(死|摔死)|会(不会)?(摔|淹)死|吃什么药{G}{{0,4}}死"
        rf"|查(过|了|好)?了?{G}{{0,4}}(怎么|如何|哪种|哪里){G}{{0,3}}(割|跳|吃药|上吊|死|烧炭)"
        r"|(哪栋|哪座|哪个|哪幢)(楼|大楼|楼房|大厦|桥)" + G + r"{0,4}最高[^。！？\n]{0,8}(能|可以)(上|进|到)(去)?(天台|楼顶|顶楼)"
        r"(?!" + G + r"{0,6}(看|拍|观|赏|吃|喝|打卡|玩))"  # stop 31: a roof one can reach
        rf"|(哪种|什么|哪个|哪款|哪一种){G}{{0,2}}{ZH_POISON}{G}{{0,3}}(喝|吃|吞|服)(了|下去)?{G}{{0,3}}(最快|最有效|没(有)?痛苦|不(那么)?(疼|痛)|会死|能死)"
    ),
    "passive": (
        ZH_FALL_PICTURED + r"|"  # stop 48
        # stop 49 (psyweibo): life as a ride or a show one gets off or leaves early ("人生这趟车我想
        # 提前下车了", "这辈子想早点退场"): not a ride, a game, an account or a first time named
        r"(人生|人间|这辈子|这一生|活着)(?!第一次)(?![^。！？\n]{0,16}(坐|车厢|地铁|公交|高铁|火车|卧铺|车站|司机|晕车|过山车|游戏|账号|微博|群))"
        r"[^。！？\n]{0,14}?(想|要|打算|准备)(早点|提前|中途|先)?(下车|退场|下线)(了)?(?=[，。！？,.!?~～\s]|$)|"
        # stop 37: ambivalence told as parts of oneself, the part that gave up on living
        # ("一半的我已经放弃了，另一半还在撑", "想活的那个我越来越小声了")
        r"(一部分|一半|大部分|多半|另一半|另一部分)的我" + G + r"{0,4}(已经)?(放弃了(?=[，。！？,.!?~～]|$)|不想(再)?(活|撑)(了|下去)?)"
        r"|放弃(活着|活下去|生命|自己的生命)"
        r"|想活[^。！？\n]{0,16}(一部分|一半|大部分|多半|另一半|另一部分)的我" + G + r"{0,4}(已经)?不想(了)?(?=[，。！？,.!?~～]|$)"
        r"|想活(下去)?的(那个我|那部分|那一部分|那一半)" + G + r"{0,6}(越来越(小|弱|少|小声|微弱)|快(要)?没了|没了)|"
        # stop 37 (forum register): a life's ending welcomed ("感觉人生就是一场折磨，早点结束也好"),
        # a fading away told as one's own ("不吃不喝，就这样慢慢消失")
        r"(人生|活着|生命|这辈子|这条命)[^。！？\n]{0,16}(早点|早些|干脆|索性)(就)?结束(了)?(也好|算了|就好了|更好|也罢|拉倒|吧)"
        r"|(不吃不喝|不吃饭|不喝水)[^。！？\n]{0,8}(就这样|就这么)(慢慢)?(地)?(消失|死掉|饿死|走掉)|"
        # stop 37: relief or gladness at a fatal diagnosis, said or imagined ("要是检查出来是癌症，我反而会
        # 松一口气"); a diagnosis denied (不是癌症, 良性) is none
        r"(?<!不是)(?<!没有)(?<!排除)(?<!不像)(?<!不会是)(?<!良性)(?<!良性的)(癌症|肿瘤|绝症|晚期|恶性(的|肿瘤)?|白血病|只剩(下)?" + G + r"{0,3}(个月|年|天)(可活)?)"
        r"(?![^。！？\n]{0,4}(良性|排除))[^。！？\n]{0,16}((反而|居然|竟然|其实|倒是|倒|第一反应|说实话|老实说|说真的|坦白(说|讲))" + G + r"{0,8}(松(了)?(一)?口气|开心|高兴|庆幸|期待|窃喜)"
        r"|解脱|终于可以(结束|走|休息)|不用(自己)?动手)|"
        # stop 34: the world the same without me, a quiet vanishing, regret at being alive, done
        # being human
        r"(这个世界|世界|地球|大家|他们|家里)没(有)?(了)?我(也)?(一样|照样|照转|照常|无所谓|没区别)"
        r"|(悄悄|默默|静静)(地|的)?消失(掉|了)?(?![在到于进])|后悔(自己)?(还)?活着|后悔(被)?生下来|后悔来到这个世界"
        r"|不想(再)?(当|做)人了|"
        r"故意(不看(车|路|红绿灯)|闯红灯|不系安全带|往车" + G + r"{0,2}(多|前|上)|在车(多|流))"
        r"|(闯红灯|不系安全带|不看车)[^。！？\n]{0,10}(希望|盼着|盼|巴不得|就等着)" + G + r"{0,6}(撞|车祸)|"
        r"(死|饿死|病死|冻死|累死|撞死)(了)?(也|都)(比|好过)活着(强|好|舒服|轻松)|(真|好|很|挺)?羡慕" + G + r"{0,8}(走了|死了|去世(了)?|不在了)的人|"
        r"(今晚|今夜|午夜|凌晨|天亮|[0-9一二三四五六七八九十]{1,3}点)(以后|之后|过后)" + G + r"{0,3}(我)?就(要|能|会)?(彻底)?解脱了|"
        + ZH_FINALITY + r"|(如果|要是)我" + G + r"{0,3}((消失|不在|没)(了|掉)|消失)[，,]?" + G + r"{0,8}(更好|好过|轻松|解脱)"
        r"|我的存在(本身)?(就)?(是)?(个|一个)?(错误|多余|负担|麻烦)"
        r"|(觉得|感觉)(我|自己)?(就这样)?(消失|不在)(了)?(也|就)(挺|蛮|还|真|很)?(好|不错)"  # probe 19
        r"|(走的|走了|去世了?|不在了)[^。！？\n]{0,12}(我)?也想(去)?(陪|找|见)(他|她)"
        r"|去(找|陪|见)(外婆|奶奶|外公|爷爷|姥姥|姥爷|妈妈|爸爸|我妈|我爸)[^。！？\n]{0,16}(那边|天上|天堂|那个世界|另一个世界|不想(再)?(待|呆|留)?在这边)"
        # stop 33: where the dead are, named before them ("去那边陪我妈"; 那边 only before kin: "妈妈在
        # 医院，今晚我去那边陪她" is the hospital)
        r"|去(那边|天上|天堂|那个世界|另一个世界)(陪|找|见)(外婆|奶奶|外公|爷爷|姥姥|姥爷|妈妈|爸爸|我妈|我爸|老公|老伴|老婆)"
        r"|去(天上|天堂|那个世界|另一个世界)(陪|找|见)(他|她)"
        r"|(没(有)?|没什么)必要(再)?(活下去|活着)(了)?(?=[，。！？,.!?~～]|$)"  # stop 33
        r"|(只会|就是在|净)(耽误|拖累|连累|拖垮)(我|家里|全家|家人|爸妈|父母|我妈|我爸|大家|你们|他们)"
        r"|(没有|少了|没了)我(这么个人|这个人|一个)?[，,]?[^。！？\n]{0,6}(地球|世界|这个家|家里|日子|太阳)[^。！？\n]{0,14}(更顺|照样|照转|一样转|转得更)"
        r"|只会给" + G + r"{0,6}(带来|添|找)(麻烦|负担|痛苦|不幸|拖累)"
        r"|(没有|没)我(的话)?(会|就|反而)?(会)?更(好|和睦|轻松|开心|幸福|顺)"
        r"|(如果|要是)?没有我(的话)?[，,]?" + G + r"{0,10}(不用|不会|更|就好|轻松|好过|幸福|开心|少(很多|好多|一些|不少)?(麻烦|负担|拖累|烦恼))"
        r"|我(走了|不在了|死了|消失了|没了)" + G + r"{0,4}(大家|你们|他们|家里|家人|爸妈|所有人)" + G
        + r"{0,4}(就好|会好|更好|轻松|解脱|不用|开心)"
        r"|(死|病|癌|车祸|意外|出事)" + G + r"{0,8}(为什么|怎么)不是我|"
        + ZH_END_OF_LIFE + G + r"{0,8}[，,]?" + G + r"{0,8}" + ZH_WELCOME
        + r"|(真希望|希望|但愿|巴不得|祈祷)" + OWN_G + r"{0,10}[，,]?" + OWN_G + r"{0,6}" + ZH_END_OF_LIFE
        + r"|(希望|祈祷|但愿|巴不得|最好|要是|如果|盼着|盼望|指望)[，,]?" + G + r"{0,8}(别|不要|不用|不会)(再)?(让我)?(醒|睁开眼|睁眼)"
        r"|(睡着|睡过去|睡下|睡了|闭上眼(睛)?|一觉)" + G + r"{0,4}(别|不要|不用|不再|再也不|永远不)(再)?(醒|睁开)"
        r"|永远(地)?(休息|睡|安息|离开)|彻底解脱|永远解脱|再也不用(痛|难受|受苦|醒)|醒(过)?来干(嘛|什么)"
        r"|(我|自己)(就|只|真的|简直|根本|本来|也|都)?(就|只)?(是|成了|当了)" + G + r"{0,4}" + ZH_BURDEN
        + r"|(只会|只能|就是在|活着|存在)" + G + r"{0,8}(添麻烦|找麻烦|拖后腿|拖累|负担)"
        r"|拖累(了)?(全家|家里|家人|大家|别人|你们|爸妈|父母|他们)|(不如|还不如)不(在|存在|活)"
        r"|想死(?!你|您|他|她|我了|了你)|想死掉|不想活(?!在(别人|他人|父母|爸妈|家人|大家|你们|他们|她们|他|她)的(期待|期望|眼光|阴影|安排|控制|评价))(?!成|得像|得跟)|活不下去|活着(没|没有)(什么)?(意思|意义|希望|盼头)"
        r"|活着真?没意思|生无可恋|死了算了|死了就好|不如死|死了(反而)?(就)?(轻松|解脱)|才能(彻底)?解脱|才能(彻底)?摆脱(这)?(一切|所有)(?=[，。！？,.!?]|$)|(死了|走了|不在了|消失了)(就)?才能(彻底)?摆脱(?=[，。！？,.!?]|$)|只有死"
        # stop 47: death as what alone frees one, whatever it frees from ("死了才能摆脱这种痛苦");
        # the distress named makes 摆脱 a goal only when no death is its way (stop 31)
        r"|(?<!他)(?<!她)(死了|死掉|死)(?!心)(以后|之后)?(我)?(就|才)(能|可以)(彻底|真正)?(摆脱|解脱|逃离|结束)"
        # stop 35: the speaker's own life questioned (我活着还有什么用, 我还能活下去吗)
        r"|我(这样|这种人)?活着(到底|又|还)?(还)?有(什么|啥)(用|盼头)|我(们)?(这样|这种)?(的)?(人)?还能(活|撑|熬)(下去|多久)吗"
        # stop 36: what living or being is for, asked of one's own (我活着还有什么意义, 这样活着到底有什么
        # 意义, 我存在还有什么意义), and a wish to be left to rot (就让我烂掉吧, 自生自灭)
        r"|(我|我这样|我这种人|这样|这么)(每天)?(活着|存在)(到底|又|还)?(还)?有(什么|啥)(意义|意思|价值)"
        r"|(?<![他她])活着(到底|又|还)(还)?有(什么|啥)(意义|意思)|(我|我这样|我这种人)的存在(到底|又|还)?(还)?有(什么|啥)(意义|意思|价值|用)"
        r"|(就)?(让|随|由)(着)?我(自己)?(就这样|就这么|这样|这么|慢慢)?(烂掉|烂下去|腐烂|烂死|烂成泥|自生自灭)|(我)?(就)?(这样|这么)自生自灭(吧|算了|好了)"
        r"|(别|不用|不要)管我(了)?[，,]?(就)?让我(自己)?(就这样|就这么|这样|慢慢)?烂"
        # stop 35: a painless way wondered about, the days left counted, a deadline to stop
        r"|(怎么|怎样|怎么样)死(才|会|能)?(比较|最)?(不(痛|疼)|没(有)?痛苦|舒服|安详)"
        r"|(哪种|什么|哪个)(方式|办法|方法)(走|死)(得)?(最|比较)?(安详|不痛|不疼|没(有)?痛苦|快|舒服)"
        r"|不知道(自己)?还能(撑|熬|活)(几天|多久)"
        r"|(期限|日子|那天)[^。！？\n]{0,12}(就)?不(再|想再)?(撑|熬|坚持)(了|下去)"
        # stop 31: 摆脱 with the distress named (摆脱这种焦虑, 摆脱痛苦) is a goal, not an end
        + r"|" + ZH_SELF_END_FRAMED + r"|" + ZH_WHEEL_URGE  # stop 40: paraphrases, urges
        + r"|" + ZH_ACCIDENT_WISHED + r"|" + ZH_URGE_OTHER_WORDS  # stop 41: other words
        + r"|生不如死|一了百了|想消失|消失(了)?(就好|算了|大家|他们|会更好)|不想(再)?醒|再也不(要)?醒|睡[^。！？\n]{0,10}(不要|别|不想)(再)?醒(了|过来|来)?(?=[，。！？,.!?~～]|$)|不用(再)?醒(过)?来"
        r"|又醒了|不想存在|(人间|世界|世上)" + G + r"{0,8}[，,]?" + G + r"{0,6}不想(再)?(待|呆|留|活)|没有我(的话)?" + G + r"{0,6}(更好|轻松|好过)"
        r"|(想象|幻想|设想|计划|安排)(着)?(自己|我)(的)?(葬礼|死后|死的样子|死掉的样子|遗照)"
        r"|(被车撞|出车祸|得(了)?绝症|一睡不醒)" + G + r"{0,6}(算了|就好|该多好|多好)|活着" + G + r"{0,3}累"
        r"|想(知道|体验|试试|感受)(一下)?(淹死|吊死|死掉|死亡|死|窒息|割腕|跳楼|上吊|溺水|溺死)(是|会是)?(一种)?(什么|啥|怎样的|怎么样的)?(感觉|滋味)"  # stop 34
        r"|撑不下去|不想再撑|(?<!腿)(?<!腰)(?<!腿都)(?<!腰都)(?<!手都)(?<!眼皮)(?<!膝盖)(?<!脚都)撑不住了|让我死|想到死|(会|都|常常|总是|经常|甚至)想到(了|过)死(?!亡)|(?<!得)(?<!得我)死的(想法|念头|心)|死亡(真好|很美|是件)|不想看到明天"
        r"|想尽快结束|(什么|一切)(就)?都(会)?结束|要死了|快死了|想不开|活着(好|太|真)?痛苦|不想再活|活够了|活腻了|不想继续活|活得(好|太|真)累"
        # stop 49 (psyweibo): a life named by its role or stage ("社畜生活", "大学生活") is a way of
        # living, not living
        r"|(人生|活着|(?<!社畜)(?<!大学)(?<!校园)(?<!婚姻)(?<!上班)(?<!工作)(?<!高中)(?<!北漂)(?<!打工)(?<!单身)(?<!宿舍)(?<!假期)(?<!退休)(?<!留学)(?<!异地)(?<!职场)生活|活在(这个?)?(世上|世界上|人间))" + G + r"{0,2}(没有|没)" + G + r"{0,3}(意义|意思)|没有活下去的|(心里|脑子里|脑海里|满脑子|总|一直|老|全)" + G + r"{0,4}(是|有)(个|一个)?死(这个)?字|想着(要)?死(?!磕|记|守|扛|撑|活|心|缠|板|去|了的|机|党|角|对头)|一死了之|(去|早点|早日)(陪|见|找)" + G + r"{0,4}(死去|去世|过世|已故)的(?!" + G + r"{0,8}(最后一面|遗体|遗容|墓|坟|灵堂|葬礼))|(为什么|怎么|咋)(我)?(还)?没(有)?死(?!心)|(人生|这辈子|投胎)" + G + r"{0,3}(重开|remake)|想(直接)?(重开|remake)(了)?(?=[，。！？,.!?~～]|$)|(不知道|找不到|想不出)(还)?(有)?(什么)?(活下去|活着)的(理由|意义|动力)|活着干(嘛|什么)|活着有什么(意思|意义|用)"
        r"|(?<![人们])为什么(要|还)活着|何必活着|一睡不醒|睡死过去|永远睡下去|长眠|(想|要)?离开(这个)?(世界|人世|人间)"
        r"|去(另一个世界|天堂)|想解脱|想(过|到过)死|(希望|宁愿|但愿)(自己)?(从来)?没(有)?(出生|被生下来)"
        r"|不该(出生|来到这个世界)|不(该|应该)活(在|着|下去)|(一直|永远)睡下去|一睡不起|睡着" + G + r"{0,3}不(要)?醒|不配活"
        r"|(我|活着)" + G + r"{0,6}浪费(粮食|空气|资源|氧气)|(要是|如果)(我)?(从来|当初|根本)?没(有)?(出生|被生下来|被生出来)"
        r"|(我|自己)" + G + r"{0,8}是(个|一个)?多余|活着(就是|也是|只是)" + G + r"{0,2}(浪费|多余|累赘|拖累)"
        r"|(死|车祸|意外|出事|去世)的?(那个)?(人)?" + G + r"{0,4}是我(就好|多好|该多好)|活着" + G + r"{0,8}(折磨|煎熬|受罪|受苦)|(撑|熬)不了(多久|太久|几天)"
        r"|对(活着|生活|未来|人生|这个世界|世界|人间)" + G + r"{0,4}(没有|没)" + G + r"{0,4}(期待|盼头|希望|留恋)"
        r"|(如果|要是|假如|哪天)?我" + G + r"{0,3}(死|消失|不在|没)(了|掉)[，,]?" + G + r"{0,4}(也)?(没人|没有人|不会有人|谁都不|谁也不)(会)?" + G + r"{0,2}(在意|在乎|发现|注意到|察觉|难过|伤心|管|知道|想我|记得)"
        r"|死了" + G + r"{0,3}(没人|不会有人)" + G + r"{0,2}(难过|在乎|伤心|管|知道)|活下去" + G + r"{0,2}难"
        r"|宁(愿|可)死|活(着|得)" + G + r"{0,2}没劲|自己" + G + r"{0,2}多余|我是多余的|熬日子|熬不(下去|住)"
        r"|明天不(会|要)来|(我)?签(了|过)?" + G + r"{0,6}不(自杀|伤害自己|自伤|自残|轻生)(的)?(承诺|协议|契约|保证)|(?<![人们])为什么" + G + r"{0,10}[，,]?" + G + r"{0,6}(还|要)" + G + r"{0,8}活(着|下去)(?!的)|明天(永远)?(不要|别|不会)(再)?(到)?来|(和|跟|对|向)(这个)?(世界|人间|人世)" + G + r"{0,3}(说再见|告别|道别|再见)|(世界|世上|人间|人世|生活|活着|人生)" + G + r"{0,6}(没有|没)(什么|任何)?" + G + r"{0,3}(值得|让)?(我)?(留恋|牵挂|舍不得)|活着" + G + r"{0,8}(惩罚|地狱|酷刑)|不想(面对|迎接)明天|如果我死了|我死了(以后|之后)?" + G + r"{0,3}(会|有)人|(永远|再也)不回来"
        r"|厌倦(了)?(活着|这个世界|生活|人生)|过够了|受够了" + G + r"{0,3}(日子|生活|人生)|(?<![人们])为什么" + G + r"{0,2}(要|还)活着"
        r"|死的勇气|不敢死|(人生|生活|活着|一切|生命|存在|日子|每一天|每天|世界|未来)" + G + r"{0,4}毫无意义|(我|自己)(?!的)" + G + r"{0,4}毫无意义|(觉得|感觉|感到)毫无意义|毫无意义的(人生|生活|生命|存在|日子)|一觉" + G + r"{0,3}不(起来|醒)|(希望|要是)" + G + r"{0,4}(没存在|不存在)|想" + G + r"{0,6}消失(?!一阵|几天|一段|一会|一下|一整天|一天|一晚|一周|一个(星期|月|周末|晚上)|几个小时|半天|周末)|(这个)?(世界|人间|世上)" + G + r"{0,4}(彻底)?(消失|离开)|没有我[，,]?" + G + r"{0,8}(更好|轻松|好过)|被" + G + r"{0,3}车撞死|就这么死掉|死了也(没人|无所谓|不会有人)|死掉(算了|就好)|不想活着|不如不活|想被车撞|数到" + G + r"{0,6}(就|才)(能|可以)?(彻底)?解脱|活着" + G + r"{0,6}(在)?等(一个|着)?" + G + r"{0,8}(结局|尽头|终点)|(躺|睡|住|钻)(进|到|在)?" + G + r"{0,3}(棺材|棺|坟|坟墓|墓)(里)?(?!" + G + r"{0,4}(拍照|拍|打卡|体验|道具|鬼屋))|(去|进)" + G + r"{0,2}(棺材|棺|坟|墓)里(躺|睡)|(那种|这种|轻生的|死的)(想法|念头)" + G + r"{0,4}(回来|出现|冒出来)"
        # stop 30: death not cared about
        r"|(?<![人他她谁])死了就死了"
        r"|(让|放)我(去)?死(吧|了吧)|让我解脱吧"  # stop 30: "just let me die" to those around
        # stop 31: an end promised on a condition ("要是这次再失败，我就不活了")
        # stop 31: not to wake again; a quick end asked for
        r"|(睡(了|着了)?|闭上眼(睛)?)(就)?(别|不要)(再)?(让我)?(醒|睁开)(了|过来)?(吧)?(?=[，。！？,.!?~～]|$)"
        r"|(这次|这回|今晚)" + G + r"{0,3}睡(了|着|下)(以后)?就不(会)?(再)?醒(了|过来)?(?=[，。！？,.!?~～]|$)"  # stop 33
        r"|给我(个|一个)痛快(吧|了)?(?=[，。！？,.!?~～]|$)|(和|跟|对|向)(这个)?(世界|人间|人世)说?(拜拜|bye)"
        # stop 31: colloquial ends: eyes not opened again, a life not wanted, one's account with the
        # world deleted, going quietly where no one is, no holding on after tomorrow, flying out
        r"|(不想|不愿意?)再(睁(开)?眼(睛)?|睁开)(了)?(?=[，。！？,.!?~～]|$)|(这条|我的|我这条)(烂)?命(我)?(早就|真的|也)?不(想)?要了(?!也|都)"
        r"|(从|给)(这个)?(人生|世界|人间|这辈子|生命)(上)?" + G + r"{0,2}(删号|销号|下线|退游)"
        r"|(没人|没有人|无人)的地方" + G + r"{0,4}(静静|安静|悄悄)(地|的)?(走|离开|结束)(了)?(?=[，。！？,.!?~～]|$)"
        r"|(明天|明晚|今晚|过了今天|过了今晚|天亮)(以后)?(就)?不用(再)?(撑|熬|忍|坚持)了(?=[，。！？,.!?~～]|$)"
        r"(?![^。！？\n]{0,12}(放假|上线|下班|考完|交完|完成|搞定|毕业|出院|工资|周末|假期|项目|论文|考试|答辩|面试))"
        r"|(好想|真想|想)(从|往)(窗户|窗口|楼上|阳台|天台|楼顶)(飞|飘)(出去|下去)"
        # stop 31: a burden no longer to be; a world that would not miss me; nothing to live for
        r"|不想再(当|做|成为)" + G + r"{0,8}负担(了)?(?=[，。！？,.!?~～]|$)(?![，,]?" + G + r"{0,3}(所以|要去|打算|准备|出去|去打工|找工作|以后自己|自己(租|赚|挣|养|找|搬|住)))"
        r"|活(到|了)" + G + r"{0,6}(够了|足够了|值了)(?=[，。！？,.!?~～]|$)"  # stop 31: years enough
        r"|(世界|世上|地球|人间)" + G + r"{0,3}少(了)?我(一个)?" + G + r"{0,3}(照样转|也没什么|无所谓|没关系|也一样|不会怎样)"
        r"|不知道(人)?(活着|活下去)(是|还有)?(为了|为)(什么|啥)"
        # stop 31: one person or pet the only reason left to live
        r"|唯一(让|能让|让我能)?我(留下|活着|活下去|撑着|撑下去|坚持下去)(来)?的(理由|原因)(就)?是(我的|我)?"
        r"(猫|狗|孩子|女儿|儿子|妈|爸|父母|家人|宝宝|妹妹|弟弟|奶奶|外婆|爷爷|外公|老公|老婆)"
        # stop 31: understanding now why they did it ("终于理解我爸当年为什么要自杀了")
        r"|(理解|明白|懂)(了)?" + G + r"{0,8}为什么(要|会)?(自杀|跳楼|轻生|寻短见|走那条路|结束自己)"
        # stop 31: a future not expected to be lived to; fear of what one might do; the wheel let go
        r"|(今年|这)?(应该|可能|大概)?是我(的)?最后一个(生日|春节|新年|中秋|圣诞|夏天|冬天)了(?=[，。！？,.!?~～]|$)"
        r"|(我(应该|可能|大概|肯定)?活不过(三十|四十|二十|明年|今年|这个(月|冬天|夏天)|[0-9一二三四五六七八九十]+岁)"
        r"|我(觉得我|感觉我|怕我|可能|应该|大概)?(撑|活|熬)不到(明年|下个月|过年|年底|春天|夏天|秋天|冬天|下周|生日|毕业))"
        r"(?![^。！？\n]{0,8}(热死|冷死|累死|困死|忙死|饿死|无聊死|笑死))"
        r"|(我|自己)[^，。！？；,.!?;\n…你他她它不没别]{0,6}做傻事"
        # stop 33: afraid of doing something unnamed, out of control
        r"|(怕|担心|害怕)" + OWN_G + r"{0,4}(控制不住|忍不住)(我)?(自己)?(会)?(做出|做)(点)?(什么|啥)(事|事情|傻事)?(来)?(?=[，。！？,.!?~～]|$)"
        r"|(怕|担心|害怕)(我|自己)" + OWN_G + r"{0,4}做出(点)?(什么|啥)(事|事情)(来)?(?=[，。！？,.!?~～]|$)"
        r"|(总想|很想|真想|老想|想)(松开|放开|撒开)方向盘(?!" + G + r"{0,4}(伸|休息|喝|吃|看|揉|活动))"
        r"|(如果|要是|假如|万一)" + G + r"{0,10}(失败|考不上|没考上|考砸|落榜|离开我|分手|不要我|抛弃我|好不了|治不好|还不上"
        r"|还不起|被开除|被辞退|失业|没(有)?希望|不在|走了|没了|去世|死了|挺不过|救不(回来|过来))[^。！？\n]{0,8}我(就|也|干脆)(彻底|永远)?(不活了|结束(自己|生命)?|了断)(?=[，。！？,.!?~～]|$)"

        + r"|" + ZH_VOICE  # stop 31: a voice commands a death
        + r"|" + ZH_LIFE_KEPT_FOR + r"|" + ZH_LIFE_ENDURED + r"|" + ZH_UNBEING_WISHED  # stop 48
        + r"|" + ZH_NO_MEANING_SEEN
    ),
    "help_refused": ZH_HELP_PUSHED_AWAY,  # stop 49 (imply2)
    "self_harm": (
        r"(我|自己|手腕|腕|手臂|胳膊|大腿|今天|今晚|这次|这回)(刚才|刚刚|又|这次|今天|今晚|昨晚|昨天)?(又)?" + ZH_DEEP_CUT
        + r"|" + ZH_DEEPER_AGAIN + r"|(头|脑袋)" + G + r"{0,3}(往|朝|向)墙(上)?(撞|磕|砸)|想让自己(疼|痛|流血)"
        r"|(扯|拔|揪|薅)(我)?自己(的)?头发|又(开始)?(扯|拔|揪|薅)头发"
        # stop 39: hair pulled to a bald patch or to bleeding (not the urge alone, "总是忍不住拔头发",
        # which counseling hears as a habit to work on), a scab picked open on purpose
        r"|(扯|拔|揪|薅)(自己的)?(头发|眉毛|睫毛)[^。！？\n]{0,10}(秃|拔光|快没了|出血|流血)"
        r"|(故意|又|总是|老是|忍不住)" + G + r"{0,4}(把)?(伤口|疤|痂|结痂)(上)?(的)?(痂)?(抠|撕|揭|扯)(掉|开|破)"
        r"|(割|划)得比(平时|以前|上次|往常|之前)" + G + r"{0,2}(更|还)?深"  # probe 19: deeper than usual
        r"|" + ZH_OWN_WOUND + r""  # stop 40: act × own body part × wound
        r"|把(手臂|胳膊|腿|手腕|皮肤|脸|大腿)" + G + r"{0,2}(抓|掐|挠|抠|咬|打|划|割)得" + G + r"{0,4}(血|烂|破|青|紫)|自残|自伤|自虐|伤害(我)?自己|自我伤害|伤害自我|把自己(饿|打|伤|割|划|掐|烫|砸|弄伤|弄出血|抓)"
        r"|(新|又)" + G + r"{0,4}" + ZH_MARK + r"|又(添|多|划|割)了?" + G + r"{0,2}(道|条|刀|个口子)|又(割|划)了?(?=[，。！？,.!?]|$)"
        # stop 44 (lead): a cut again or given in to, where and how left out ("控制不住又去划了",
        # "又偷偷躲在厕所划了"; not one by a cat, 被猫划了, nor an urge, 又想划了)
        r"|(又|忍不住|控制不住|没忍住)[^，。！？,.!?被让给想要开]{0,6}?(割|划)了?(?=[，。！？,.!?]|$)"
        r"|(用|拿)" + G + r"{0,3}(打火机|烟头|刀片|刀|圆规|剪刀|针|皮筋|指甲)" + G + r"{0,6}(烫|燎|烙|烧(?!纸|烤|水|饭|菜|烟)|割|(?<!比)划|扎(?!头发|辫|马尾|丸子头|起|紧|好)|戳|刺|弹|抠|掐)(?!我)"
        r"|(忍不住|又|控制不住)" + G + r"{0,4}(拿|用|动)(起)?(了)?(刀片|刀|剪刀|圆规|烟头|打火机)"
        r"|是我(自己)?(弄|划|割|抓|烫|掐)的|把自己弄(得|成)" + G + r"{0,6}(血|伤|疼|青|紫)"
        r"|" + ZH_MARK + G + r"{0,6}(渗血|流血|又(添|多)|自己(弄|划|割|抓|烫))|自己(弄|划|割|抓|烫)(的|伤|出来)"
        r"|(?:^|(?<=[，。！？,.!?\s]))(我|自己)(已经|刚刚|刚才|刚)(又)?(割|划)了(?=[，。！？,.!?]|$)"
        # stop 49 (psyweibo): one's own head driven against a thing ("拿头撞柜子", "用头磕桌子")
        r"|(?<![狗猫他她它娃])(?<![狗猫他她它娃][老总又就])(拿|用)(自己的)?头(去|往)?(撞|磕|砸)(?!到)" + G + r"{0,2}(墙|柜|桌|门|地|床|窗|玻璃|镜子|栏杆|暖气)"
        r"|(割|划|伤|烫|掐|打|扇|抽|咬|饿|惩罚|折磨|扎|刺|戳|砸|捶|撞|勒|弹|浇|泼|烧|抓|挠|抠|弄伤)(伤)?(了)?自己|撞墙|割手|划手|割腕|(划|割)了(几|一|两)刀|(抓|咬|抠)(破|伤|烂)"
        # stop 30 (probe 23): cuts counted (割了好几道); an accident's ordinary use still cancels
        r"|(连续|又|一口气)?(割|划)(了)?(好几|几|一|两|三|四|五|十几|\d+)(道|刀|下(?!午))(?!菜|肉|口子在(菜|水果))"
        # stop 31: a cut just made, its object left out (刚割的), and blood soon after cutting
        # (割完之后血…); a crop, a line, a boat or an operation is no cut of one's own
        r"|(?:^|(?<=[，。！？,.!?\s]))(刚|刚刚|刚才)(割|划)的(?=[，。！？,.!?]|$)"
        r"|(割|划)(完|好)(了)?(手|手臂|手腕|胳膊|腿|大腿)?(之后|以后|后)?(?!(麦|草|稻|包皮|双眼皮|眼皮|阑尾|痔|肉|菜|票|船|线))[^。！？\n]{0,12}血"
    ),
    # a wound bleeding past stopping: with self-harm in the window, an act under way (ADR 0108)
    # Stop 35 (probe 37): a wound let bleed ("口子一直在流血，我不想止住它"); stop 47: an act told,
    # as the English "act_told" is, so that only beside bleeding in the window is it an act under
    # way: "懒得管了" alone is a shrug at anything (a son's games), not self-harm.
    "act_told": (
        r"(?:^|(?<=[，。！？,.!?\s]))(我)?(也|就|都|根本)?(不想|不打算|不准备|不要|懒得|不愿意|不愿)(去)?(止住|止血|止|包扎|处理|管|理)"
        r"(它|了|血|它了)?(吧)?(?=[，。！？,.!?~～]|$)"
        r"|就?(让|随)(它|血)(一直|继续|慢慢)?(流|淌)(吧|着|下去|去吧)?(?=[，。！？,.!?~～]|$)|随它(去)?(吧|了)?(?=[，。！？,.!?~～]|$)"
        r"|" + ZH_HELP_REFUSED  # stop 49 (zhrisk)
    ),
    "bleeding": (
        r"(一直|还在|不停|止不住)(地)?(在)?(往外)?(流|渗|冒)血|血(顺着|沿着)" + G + r"{0,6}(往下|向下)(滴|流|淌)|血(一直|还在|不停|哗哗|止不住)(地)?(在)?(往外|往下)?(流|冒|滴)|血(止不住|停不下来|止不了|怎么都止不住)|血(流|淌)(得|了)(好|很|太|这么|那么)多|血(一直|还是|还|总是)(止不住|停不下来|止不了)|止不住(血|地流血)"
        r"|流了(好|很|太|一|这么|那么)(多|大)(滩|片)?(的)?血|流了(好|很|太|这么|那么)多(了)?(?=[，。！？,.!?~～]|$)|(满|一)(地|手|床|身)(都是)?(的)?血|血流(不止|个不停)"
        r"|(按|压|捂)(着|住)?(都|也)(止|按|压|捂)不住"  # probe 19: pressed and still not stopping
        # stop 49 (zhwide): the wound itself not stopping ("伤口好深 止不住")
        r"|(伤口|口子)" + G + r"{0,6}[，, ]?" + G + r"{0,2}(止不住|停不下来|流个不停)"
        # stop 41: a wound still dripping, a cut just opened (beside self-harm only: ``decide``)
        r"|(还在|一直在|一直|不停地?)(往下)?(滴|淌)(着)?(?=[，。！？,.!?~～]|$)"
        r"|(刚|刚刚|刚才|已经)" + G + r"{0,6}(划|割)(开|破)了"
        r"|血(流|淌|滴)(了|得)?(一|满)(地|床|身|手)|(床单|毛巾|衣服|被子|纱布|绷带)(都)?(被血)?(染红|湿透|浸透)(了)?"  # stop 30
        # stop 31: clothes or a bed covered in blood, towels used up one after another
        r"|(袖子|衣服|裤子|衣袖|床单|被子|毛巾|纸巾|卫生纸|地上|床上|手上|身上)(上)?(全|都)是血|全是血"
        r"|(换|用)(了|掉)(好几|几|两|三|四|五|\d+)(条|块|卷|包)(毛巾|纸巾|卫生纸|纱布)"
        r"|(毛巾|纸巾|卫生纸|纱布)(都)?(用|换)(了|掉)(一|好几|几|两|三|四|五|\d+)(整)?(包|卷|条|块)"
    ),
    # probe 18: shut in a room with the door locked: with self-harm in the window, an act under way
    "shut_in": (
        r"(把)?(我|自己)?(反)?锁在(了)?" + G + r"{0,4}(浴室|卫生间|厕所|洗手间|房间|屋里|卧室|车里|屋子)(里|里面|里头)?(?![外门])"
        r"|把自己(反)?锁(起来|在)|(门|房门|浴室门|卫生间门)" + G + r"{0,3}(反锁|锁(上|好|死)了)|反锁(了|上)?"
    ),
    "harm_verb": r"划|割|烫|燎|刻|掐|扎|刺|抠|刮|弹|砸|捶|勒|戳",
    # stop 48 (lead): a head that aches, spins or swells is a symptom told, no part acted on
    "body": r"胳膊|指甲|(?<![木石馒码枕镜骨街龙眉])头(?!发|疼|痛|晕|昏|大)|手臂|手腕|大腿|腿上|手背|皮肤|手上|身上|胳臂|伤疤|疤|的手|手指",
    "means": (
        ZH_BOTTLE_EATEN + r"|"  # stop 49 (imply2)
        + ZH_DRUNK_LATER + r"|" + ZH_POISON_NAMES + r"|一氧化碳|安眠药|助眠药|镇静剂|农药|百草枯|敌敌畏|老鼠药|鼠药|除草剂|木炭|炭|煤气(?!灶|费|表|公司|管道|" + G + r"{0,2}(关|检查|换|充|缴|报修))|绳子|绳索|麻绳|尼龙绳|绳套|绳结|绳圈|套索|登山绳|粗绳|刀片|美工刀|小刀"
        r"|剃刀|水果刀|刀|枪|封(好|死)?(了)?(门窗|窗户|门缝)|(门窗|窗户|门缝|窗缝|车库|房间|卫生间|浴室|车窗)[^，。！？；,.!?;\n…膜纸花福联画报]{0,6}(封|堵|贴|塞)(好|死|上|住|严)|跳楼|跳河|跳江|跳海|跳桥|跳下去|投江|投河|卧轨"
        r"|上吊|烧炭|服毒|吞药|(那个|这个|绳)结" + G + r"{0,8}(试(了|过|好)|打好|系好|够(结实|牢))|(?<!差点)(?<!差一点)(?<!险些)(踩|冲|迈|栽)下去|去跳(了|吧)?(?=[，。！？,.!?]|$)|(从|往)(?!" + G + r"{0,6}(环境|行业|岗位|公司|领域|平台|工作|职位|专业|舒适区))" + G + r"{0,8}(跳|下去)(?!到(了)?" + G + r"{0,10}(环境|行业|岗位|公司|领域|平台|工作|职位|专业|城市|阶段|地方))"
        # stop 30: a suffocation set-up
        r"|塑料袋" + G + r"{0,12}(胶带|扎带|绳子|皮筋)|(胶带|扎带)" + G + r"{0,12}塑料袋|塑料袋套(在)?(头|脑袋)|(头|脑袋)上套(个|了)?塑料袋"
        # stop 30: a treatment refused (food or drink only with the wish to fade, below)
        r"|" + ZH_TREATMENT_REFUSED
        # stop 30: food or drink refused in order to fade away is a means too
        + r"|(" + ZH_REFUSAL + r")[^。！？\n]{0,16}(" + ZH_FADE + r")"
        + r"|(" + ZH_CARE_REFUSED + r")[^。！？\n]{0,16}(" + ZH_DEATH_LET + r")"
        + r"|" + ZH_STARVE  # stop 31: 就这样饿死算了
        + r"|(皮带|腰带)(?=" + G + r"{0,4}(挂|套)(上|好|在)(?!" + G + r"{0,2}(衣柜|衣橱|衣帽|衣架|柜子)))"  # stop 34: a belt hung up, as a rope (stop 35: not put away)
        # stop 34: a cut of the wrist told with its rescue is a method, as a jump is
        + r"|(割|划)(过|了)?(手)?腕(?=[^。！？\n]{0,16}(被" + G + r"{0,6}(救|发现|送)|送(去|到|进)?(医院|急诊)"
        + r"|缝(了)?" + G + r"{0,3}针|抢救|救回来))"
    ),
    # stop 49 (lead): not the money for it, the shop or the trade ("药费攒够了就去复查", "药店", "药师")
    "medicine": r"药(?!费|钱|店|房|学|师|厂|企|监|检|材|代表)|" + ZH_DRUG,
    # a way in, and (round eight) a back reference to a means named in an earlier turn
    # ("钥匙放哪我知道", "我知道他把那些药藏哪了"): the speaker's reach (``rules.py``)
    "access": (
        r"我(知道|有|拿到(了)?)" + G + r"{0,4}(保险柜|保险箱|枪柜|柜子|药箱|抽屉)的?(密码|钥匙)|"
        r"(钥匙|密码|柜子|保险柜)" + G + r"{0,3}(放|藏|锁|在)" + G + r"{0,2}(哪|哪儿|哪里)" + G + r"{0,2}我(都|早就|一直)?知道"
        r"|我(都|早就|一直)?知道" + G + r"{0,4}(把|将)?(那些|那个|它|它们|钥匙|密码)?" + G + r"{0,3}(放|藏|锁)(在)?(哪|哪儿|哪里)"
        r"|(他|她|他们)(都|也)?(没|不)锁|(钥匙|密码)我(都|早就)?(知道|拿到了|有)"
    ),
    # stop 43: a way onto a place found by trying it: a door or window found open, a broken lock, a
    # gap in a fence, a key copied, the ground walked over, the guards' rounds learnt; acquiring
    # only beside a place and a moment of the window (``rules._in_context``)
    "way_in": (
        r"(门|窗|窗户|天窗)[^。！？\n]{0,14}?(没(有)?(上)?锁|锁坏了|(能|可以)" + G + r"{0,3}(打|推|拉|撬)开|(打|推|拉)得开|一推就开|开着的|虚掩着)"
        r"|锁(是)?(坏的|坏了|坏掉了|锁不上|打不上)"
        r"|(围栏|铁丝网|栅栏|围墙|护栏|栏杆)" + G + r"{0,8}(缺口|豁口|口子|破洞|(能|可以)(翻|钻|爬)(过去|进去|出去))"
        r"|配(了|好)(一把)?" + G + r"{0,4}钥匙|钥匙" + G + r"{0,8}(配|弄|偷|复制)(了|好|到)"
        r"|踩(过|好)(了)?点|(摸清|摸透|记下|算好|打听清楚)(了)?" + G + r"{0,6}(保安|门卫|巡逻|巡查|值班|换班|换岗)"
    ),
    # A method named by its act, not by an object (a hanging, walking into traffic): a means that
    # no ordinary use makes ordinary (``rules.py``).
    "method": ZH_HANG + r"|" + ZH_TRAFFIC + r"|(划|割)(到|向|开)(手腕|腕|动脉)|" + ZH_REHEARSED + r"|" + ZH_INTO_WATER
    + r"|(竖着|纵向|顺着" + G + r"{0,4}(血管|动脉|静脉))" + G + r"{0,3}(割|划)|(割|划)" + G + r"{0,8}(竖着|顺着" + G + r"{0,4}(血管|动脉|静脉))|横着(划|割)的[^。！？\n]{0,12}竖着",
    # A means referred back to (round nine): all of it in a jar, counted, "用它们", the rest kept;
    # acquiring only where the window names a medicine (``rules._referred``).
    "refer": (
        r"(全|都)(在|装在|放在|装进|倒进|塞在|收在)(了)?" + G + r"{0,6}(罐|瓶|盒|袋|铁盒)(子)?里"
        r"|(数|算)(过|了|好)了|数(了|过)(一|两|三|好几)(遍|次)|一共" + G + r"{0,3}([0-9]{2,}|[二三四五六七八九]十[一二三四五六七八九]?|[一二三四五六七八九]百)(颗|片|粒)"
        r"|(用|吃|吞)(掉|了)?(它们|那些|这些)(?!" + G + r"{0,2}(饭|菜|水果|零食))|够数(了)?|凑(够|齐)(了)?(?=[，。！？,.!?~～]|$)"
        # stop 44 (turns): a stockpile judged sufficient ("再攒几片就够了", "这些应该够了")
        r"|再(攒|囤|存|凑)" + G + r"{0,4}(就)?(足)?够(了)?(?=[，。！？,.!?~～]|$)"
        # stop 49 (lead): saved up to enough, then what follows ("攒够了就一次性吃掉")
        r"|(?:^|(?<=[，。！？；,.!?;\s等]))(攒|囤|存|凑)(够|齐)(了)?(?=就|我就|然后|[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(这些|这么多|那些|半瓶|一瓶|一盒|一板|两盒|一半)(应该|肯定|绝对)?(就)?(足)?够(了)?(?=[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(应该|肯定|绝对|完全|足足|估计)(就)?(足)?够(了|用了)(?=[，。！？,.!?~～]|$)"
        r"|(剩下|攒下|留下|省下)(的|来的)" + G + r"{0,6}(小半|大半|半|一|两|几)(瓶|盒|罐)"
        # round ten: a stockpile counted with no noun, after a turn that named the medicine
        # ("药" then "都攒了快一百片了")
        r"|(攒|囤|屯|存|藏)(了|下|够|下了|够了)?(快|近|差不多|将近|有|都)?([0-9]{2,}|[二三四五六七八九]十[一二三四五六七八九]?|[一二三四五六七八九]?百)(多)?(颗|片|粒)"
    ),
    # A method set up: a means and its readying at once (``rules.py``).
    "setup": ZH_CO + r"|" + ZH_LIGATURE_SET + r"|" + ZH_FIRE_ON_SELF + r"|" + ZH_LIVE_IN_BATH + r"|" + ZH_GAS_LOOSE
    + r"|" + ZH_WATER + r"[^。！？\n]{0,16}" + ZH_WEIGHTED + r"|" + ZH_WEIGHTED + r"[^。！？\n]{0,16}" + ZH_WATER + r"|(氦气|氮气)(罐|瓶|钢瓶)?(?!球)" + G + r"{0,8}(到了|送到|送来了|到货|寄到|买(了|好|到)|订(了|好)|藏(在|好)|放在|准备好)"
    r"|(买|订|网购|下单)(了|好)?" + G + r"{0,6}(氦气|氮气)(?!球)",
    "quantity": (
        r"(一|整|几|好几|两|三|这|那|[四五六七八九十]+|[0-9]+)(整)?(瓶|盒|板|把|袋)|\d+片|[几十百]+(片|颗|粒)|(?!一片)[一二三四五六七八九十]+十?片"
        r"|[一二三四五六七八九十百]+多(片|颗|粒)|[0-9]+(多)?(颗|粒)"  # stop 48: tens and more"
        r"|全部|所有的|都吃|全吃|好多|一大"
    ),
    "place": (
        r"往水(里|中)走|(浪|海水|河水|江水|湖水)" + G + r"{0,3}(到|没过|漫过|打到|淹到)(了)?(我的?)?(膝盖|腰|胸|脖子|大腿)|"
        # stop 49 (zhwide): the waves breaking on one, standing in the sea ("海浪一下一下打过来")
        r"(海浪|浪头|浪花|潮水)" + G + r"{0,6}(打|拍|扑|涌|卷)(过来|上来|到(我)?身上|在(我)?身上)(?![^。！？\n]{0,8}(舒服|好玩|凉快|拍照|冲浪|游泳|玩))|(楼|大厦|塔|建筑|车库|停车场|停车楼|商场)" + G + r"{0,2}(顶上|顶层|顶端|最高处|楼顶|天台)|(走|泡|站|躺)(进|到|在)?" + G + r"{0,1}(水|河|海|湖|江)里"
        r"|水(已经)?(到|没过|漫过|漫到|淹到|淹过|涨到|没到)(了)?(膝盖|腰|胸|脖子)|(那|这)条(河|江)|(河|江|水)" + G + r"{0,2}(挺|很|好|特别)深|铁路|铁道|火车道|桥(中间|中央|面|头|栏)|大坝|坝上|水箱|(江|河|海|湖)?水" + G + r"{0,2}(离我的?(脚|身体|身边)?|到了?我?的?(脚|腰|胸|膝盖|脖子)|漫过|没过)|走进(水|河|海|江)|往下跳|天台|楼顶|顶楼|屋顶|窗台|阳台边|(?![一二两12]楼)(?<![0-9一二三四五六七八九十])[0-9一二三四五六七八九十]{1,3}楼|高楼|大桥|桥上|桥边|桥下|(那|这)座桥|栏杆|护栏|礁石|阳台|(十|[1-9][0-9])[0-9一二三四五六七八九]?层|江边|江堤|江里"
        r"|(出过(好几次|几次|好多次)?事|死过人|有人跳(过|下去过?)|不吉利|闹过鬼)的(那)?(座|栋|幢|条)(?!路|街|马路|公路|高速|新闻|消息)|烂尾楼|废楼|废弃的楼|采石场|矿坑"
        r"|(?<!修)(?<!装)(?<!洗)空调外机|窗框|(河|江|湖|海)沿|河边|河里|海边|(?<!脑)海里|(江|河|海|湖)水" + G + r"{0,6}(冷|凉|暖|冰|刺骨)|水库|湖边|湖里|铁轨|站台|轨道|悬崖|山崖|崖边|窗户|窗边|(?<!看)(?<!看着)(?<!望)(?<!望着)(?<!盯着)窗外|(浴缸|浴盆)(?![^。！？\n]{0,12}泡(个|了|一会儿?)?(热水)?澡)|高速|高架|天桥|河堤|堤上|(选|找|看)好了?(楼|地方|位置|桥)"
        r"|(去|到)" + G + r"{0,8}(江边|河边|海边|湖边|大桥|悬崖|崖边)" + G + r"{0,2}的?单程(的)?(车|机|船)?票"
        r"|(去|到)" + G + r"{0,8}(江边|河边|海边|湖边|大桥|悬崖|崖边)的(车|机|船)?票[，,]?(是)?单程"
        # stop 30: a place asked for by its depth or height ("哪里的河比较深"): a place, ordinary beside an errand
        r"|(哪里|哪儿|哪个|什么地方)(的)?(河|江|湖|海|水库|楼|桥|楼顶|天台)(比较|最|够|很)?(深|高)"
    ),
    "presence": r"人(已经|就|现在)?在|(一个人|独自)(在|站在|坐在)|(只有|就差|差)(一|半)步|(栏杆|护栏)外(面|边|侧)?|翻过|翻到|往下看|往下望|往下跳|往水里|走进(水|河|海|江)|就差一步|站了|坐了|待了|蹲了|趴了|躺了|站在|坐在|躺在|蹲在|爬上|爬到|我在(?!查|搜|想|找|问|写|做|玩|刷|学|研究|考虑|纠结|整理|打听|百度)|现在在|正在|已经在|到了|来到|开到|就在|停在|停到|走到|走上|单程(的)?(车|机|船)?票",
    # stop 35 (probe 37): the fear of the drop gone where one stands ("往下看也没那么可怕了")
    # stop 36: the body failing after a medicine or a poison is taken ("药吃完了，头好晕",
    # "农药喝下去了，肚子好疼"): a now, high beside a wish or a plan; not what is still felt
    # ("头还是很晕": an illness the medicine did not help)
    "unwell_after": (
        r"(药|片|胶囊|安定|" + ZH_DRUG + r"|" + ZH_POISON + r")" + G + r"{0,4}(吃|吞|服|喝)(完|下去|光|掉|了)(了)?[，,]?" + G + r"{0,6}"
        + r"(?<!还是)(?<!还)(?<!一直)(?<!依然)(?<!仍然)(头(好|很|特别|越来越)?(晕|沉)|想吐|吐了|好困|迷糊|(眼前|眼睛)" + G + r"{0,2}(模糊|发黑|睁不开)"
        r"|心跳(好|很|特别)?快|喘不上(气)?|站不稳|站不起来|意识(模糊|不清)|手脚(发麻|冰凉|没力气|不听使唤)|(浑身|全身)(发麻|发冷|没力气|抽搐)"
        r"|肚子(好|很|特别)?(疼|痛)|胃(好|很|特别)?(疼|痛|烧))"
    ),
    # stop 43: a drop sensed where one is, the place unnamed: looking down at things made small or
    # far, what lies below, legs shaking over it, a railing cold in the hand; a place of danger
    # and the speaker there (``rules.py``)
    "drop_sensed": (
        r"(往下|向下|朝下|低头)(看|望|瞧|瞄|瞅|瞥)(下去|了一眼|一眼)?[^。！？\n]{0,10}(车|人|行人|马路|街|地面|路灯|车灯|水|河|江|海|浪)"
        r"[^。！？\n]{0,8}(" + ZH_FAR_BELOW + r")"
        r"|(楼下|下面|底下|脚下|身下)(的)?(车|人|行人|马路|街道|水|河水|江水|海水|湖水|车灯|路灯)?" + G
        + r"{0,6}(" + ZH_FAR_BELOW + r")"
        r"|脚下(就)?是(一片)?(江|河|海|湖|深渊|悬崖)(水)?"
        r"|(往下|向下|低头|楼下|下面|底下)[^。！？\n]{0,12}腿(一直|有点|直|都|开始)?(在)?(抖|发抖|发软|软了|打颤|打哆嗦)"
        r"|(站|待|坐|蹲)(的)?(这个)?(地方|位置)(好|很|特别|太|这么)高"
    ),
    # stop 43: a method researched: how not to hurt, how long until nothing is felt, how many or
    # which dose, which way is quickest (a means studied, ``rules.py``)
    "researched": (
        r"(查|搜|百度|研究|问|打听|了解|看|知道|搞|弄)(了|过|好|清楚|明白|到)?[^。！？\n]{0,12}?(" + ZH_METHOD_ASKED + r")"
        r"|(" + ZH_METHOD_ASKED + r")" + G + r"{0,4}(我)?(都|已经)?(查|搜|研究|问|打听|了解)(过|了|清楚|明白|好)"
    ),
    # stop 43: what was ordered arriving, or ordered: a purchase, read as one beside another signal
    "arrival": (
        r"(东西|快递|包裹|货|买的|订的|网购的)" + G + r"{0,8}(到了|送到|到货|寄到|签收|在路上"
        r"|(就|今晚|今天|明天|后天|明早|明晚|下午|晚上|周[一二三四五六日]|星期[一二三四五六日天])(就|才)?(能)?(到|送到|送来)(?!了解))"
        r"|(已经|都)下(了)?单(了)?|签收(了)"
    ),
    # stop 43: ties cut one by one or all at once: contacts deleted, accounts closed, every group
    # left; a preparation, medium alone (``rules.py``)
    "ties_cut": (
        r"(通讯录|联系人|好友)" + G + r"{0,8}(" + ZH_ONE_BY_ONE + r"|全(都|部)?|都)(地)?(删|清空)"
        r"|(账号|帐号|的号)" + G + r"{0,8}(" + ZH_ONE_BY_ONE + r"|全(都|部)?|都)(地)?(注销|删|停用)"
        r"|(通讯录|联系人|好友列表)(都|全)?(被我)?(清空|删光|删干净)"
        r"|把(朋友|好友|他们|她们|大家|所有人)(都|全)(删|拉黑)(了|掉|光)"
        r"|(微博|微信|QQ|qq|抖音|小红书)" + G + r"{0,8}(" + ZH_ONE_BY_ONE + r")(地)?(注销|删|停用)"
        r"|(删|注销)(了|掉)?(所有|全部|每一个|每个)(的)?" + G + r"{0,4}(好友|联系人|账号|帐号)"
        r"|(退|退出)(了)?(所有|全部|每一个|每个)(的)?群|(" + G + r"{0,2}群[、，,]?){1,5}(都|全)(退|退出)(了|光)"
    ),
    "unafraid": (
        r"往下(看|望|瞧)(了)?(一眼)?(水)?(也|都|好像|竟然|居然|已经)?(一点(都|也)?|没(有)?(那么|想象中那么)?|不(再)?(觉得)?)"
        r"(不)?(可怕|害怕|怕|吓人|恐怖)(了)?"
    ),
    "brink": (
        r"(就|只)差(一)?(松手|放手|撒手|松开手)|脚下(就)?是|(已经|我|终于)" + G + r"{0,2}(爬)?(上来|上去)了|往(水|海|河|江|湖)?(里|深处)(走|去)|"
        r"(站|坐|蹲|趴|躺|待|爬|骑|立)(在|到|上)?(了)?" + G + r"{0,3}(边上|边缘|边沿|沿上|外沿|栏杆上|护栏上|围墙上|墙头)"
        # stop 49 (zhwide): out of one's depth ("脚下踩不到底"), not in a pool or a lesson
        r"|(脚下|脚)?(已经)?(踩|够|碰)不(到|着)底(了)?(?![^。！？\n]{0,8}(游泳|泳池|深水区|教练|救生圈|浮板|学))"
        # stop 49 (zhwide): the legs hung or swung out over the place itself ("腿垂在天台外面")
        r"|(腿|脚)" + G + r"{0,4}(悬|垂|荡|伸|挂)(了)?(在|到)(天台|楼顶|屋顶|桥|大桥|栏杆|护栏|窗|窗台|阳台)(的)?外(面|边|头)"
        r"|(还在|继续|一直)(往|朝)前(走|游)"  # stop 49 (zhrisk): on into the water its sentence names
        r"|(栏杆|护栏|围栏|扶手)的?(外面|外侧|外边|外头)|(跨|翻|爬)(了)?(出去|过去|过栏杆|过护栏|上栏杆|上护栏|上围墙)|(跨|翻|爬)出(了)?(栏杆|护栏|围栏)"
        r"|(腿|脚|身子|身体)" + G + r"{0,4}(跨|伸|悬|探|荡|垂)(了)?(出去|到外面|在外面|在半空|在空中"
        r"|在(窗户|窗|窗台|栏杆|护栏|阳台|楼)(的)?外(面|边|头))"  # stop 49 (zhrisk): outside the window
        r"|(一条|一只|两条)(腿|脚)(已经)?在(窗|栏杆|护栏)?外(面|边|头)"  # stop 36
        r"|(外套|衣服|大衣|手机|钱包|身份证|遗书|纸条|书包)" + G + r"{0,4}(叠(好|整齐|得整整齐齐)|整整齐齐|压在|留(了)?在|(放|搁)(在|到)(?=" + G + r"{0,3}(桥|江|河|海|湖|楼顶|天台|崖|铁轨|堤|礁|岸|坝|栏杆)))"
        r"|(鞋|鞋子|拖鞋|球鞋)" + G + r"{0,3}((脱|留|摆|并排放)(在|了|好)|(放|搁)(在|到)(?=" + G + r"{0,3}(桥|江|河|海|湖|楼顶|天台|崖|铁轨|堤|礁|岸|坝|栏杆)))|(脱|脱掉|脱下)(了)?" + G + r"{0,2}(鞋|鞋子|拖鞋|球鞋)"
    ),
    "acquire": (
        r"(材料|东西|工具|快递|货)" + G + r"{0,2}(到了|寄到了|到货了)|"
        r"(系|绑|挂|拴|吊)(在|到|上|好)|(兑|配|磨|装|弄|找|倒|拿|剥|抠|挤|拆)(好|齐|够|出来|成粉)|(拌|掺|混|兑)(进|到|在)|(换|装|倒)(到|进)" + G + r"{0,6}(瓶|盒|罐)|碾(碎|成)|买(了|好|到)|收(在|好|着)|攒|囤|屯(好|了|着|够)|偷(了|来|到|出来|拿)|存(了|好|着|够|下来|起来)|藏(了|好|着|在|起来)|备(好|齐)|准备好|拿了|偷偷(?!(地)?(起来|起床|爬起来)?(吃|喝)(了)?(一)?(片|颗|粒))|弄到|搞到|数(过|好)|买回(来|家)|网上买|下单|到货|寄到|签收|买(点|些)|(都)?准备了|都(买|备)(了|齐)|(都)?齐了|搬(进|到)|带回(来|家)|带在身上|(随身|一直)(带|揣)着|揣(在|着)|(拿|握|攥|捏)着"
        r"|" + ZH_ACCESS + r"|(在|藏在|塞在|锁在)" + G + r"{0,3}(后备箱|衣柜|柜子|抽屉|床底|枕头|包里|书包|口袋|笔袋|车里)"
        r"|搁(在|到|屋|好|床|桌)|塞(在|到|进)|挂好|搬过来|点上|攥着|握着|捏着|攥在手|握在手|(都|已经)?够了|够数(了)?|都有了|放在|摆在|摆好|放好|手边|身边|准备着|反锁|系好|挂在|绑好|打好(了)?结|打好了|(就|都|已经)?在(旁边|边上|手边|手上|手里)|(地方|位置|地点)" + G + r"{0,4}(选|找|看|挑)好(了)?|全倒|倒在手|(铺|摊)(了|满|在)(一|半|整)?(张|个)?(桌|床|地)"
        # stop 30: a gun readied (loaded, a round chambered, the safety off)
        r"|(装|上)(了|好)(子弹|弹)|子弹(已经)?(上膛|装好|装上|上好)|上(了)?膛|保险(已经|都)?(打开|开了|拉开|关掉了)|(打开|拉开)(了)?保险"
    ),
    "time": (
        r"今晚|今天晚上|今夜|今宵|今黑|今儿黑|明儿黑|今天|(待到|等到)天明|(?<!面对)(?<!迎接)(?<!看到)明天(?!的太阳)|明早|明晚|后天|明儿(个)?|今儿(个)?(晚上)?|后儿(个)?|一大早|一早|大清早|这周|周末|下周|周[一二三四五六日]|星期[一二三四五六日天]"
        r"|下个?(星期|礼拜)|这个?(星期|礼拜)[一二三四五六日天]?|下个月|这个月|月底|年底|月初|过年前|(?<![0-9A-Za-z])(?!0)[0-9一二三四五六七八九十]{1,3}号|过完年|过几天|这两天|马上|立刻|现在就(?!在(想|琢磨|考虑|纠结|思考))(?!开始(吧|吗|了|啊)?(?=[，。！？,.!?~～…]|$)(?![^。！？\n]{0,12}(活|死|自杀|结束|解脱|跳|药)))|等会|待会|一会儿"
        # stop 40: the small hours set as the scene, a clause of their own ("凌晨三点，我在…"); not
        # inside a clause ("凌晨三点才睡着": a night's sleep)
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(凌晨|半夜|深夜)([0-9一二三四五六七八九十两]{1,3}点(半|多|钟)?)?(?=[，,])"
        r"|这就|这几天|天亮|天(一)?黑(了)?(以后|之后|就)|[0-9一二三四五六七八九十几半]{1,3}(分钟|个小时|小时)(后|以后|之后)|那天|现在(往|开车|出发|过去)|再过(一|两|几|三)天|(下班|放学|考完试?)(以后|之后|后)|下了(晚自习|晚课|夜班)|(下班|放学|回家)(的)?路上"
    ),
    "when": (
        r"(等|趁)(到)?" + G + r"{1,10}(的时候|之后|以后|那天|后|了|完|就|亮|睡着|睡了|出门|不在|走了|上班|出差|没人"
        r"|那几天|那段时间|那晚|那个晚上)(?!回来|回家|归来)"  # stop 47: not a going and a coming back  # stop 43 (turns): the days others are away
        # stop 43: waiting for a part of the day named alone ("等凌晨", "趁半夜")
        r"|(等|趁)(到)?(凌晨|半夜|深夜|夜里|夜深|晚上|天黑|天亮|周末|下班|放学)(?=[，。！？,.!?~～]|$)"
        r"|(等|趁)(到)?天(一)?黑(透)?(了)?(?=再|就|去|过去|上去|出去)"
        r"|(他们|她们|爸妈|父母|家里人|家人|室友|舍友|大家|所有人|我爸|我妈|爸爸|妈妈|老公|老婆)(都)?" + G
        + r"{0,4}(上班|出门|睡着|睡下|出差|不在家|离开|回老家|走)(了)?(以后|之后|后)"
        # stop 41: waiting for the others to be away ("等周六他们回老家"), the speaker not going too
        r"|(等|趁)" + G + r"{0,6}(" + ZH_KIN_AWAY + r"|我爸|我妈)(都)?" + G
        + r"{0,4}(上班|出门|出远门|不在家|搬走|搬出去|" + ZH_AWAY_FOR + r")(了)?(?=[，。！？,.!?~～]|$|的时候|那天)"
    ),
    "event": (
        r"考试|上班|(?<!网)上学|开学|开会|面试|出发|旅行|旅游|搬家|聚会|约会|吃饭|电影|爬山|钓鱼|烧烤|复诊|体检|比赛"
        r"|答辩|作业|加班|出差|驾照|科目[一二三四]|拔牙|智齿|牙医|看牙|报名|马拉松|表白|相亲|领证|婚礼|理发|剪头发|打疫苗"
        r"|健身|开业|演出|演讲|发言|汇报|年会|考研|考公|出游|入职|上岗|报到|新公司|新工作|新学校|回老家|新家|乔迁|结婚|订婚|婚期|喜酒|办酒|摆酒|施工|拆迁|动工|开工|演唱会|音乐节|漫展|展会"
        # stop 49 (lead): a piece of work or an errand handed in, sent or filed at the time decided
        # ("我想好了，今晚提交", "决定了，明天上传视频", "想好了，明天去报销")
        r"|染发|染头发|烫发|烫头|美甲|做指甲|做头发|提交|上传|投递|报销|交(稿|作业|报告|论文|材料|申请|方案|表)|(周|日|月|年终|述职)报|简历|发(邮件|给(老板|领导|客户|甲方|同事|老师|导师|hr|HR))"
        r"|(发|改|写|做|交|投)(完|好)?" + G + r"{0,3}(PPT|ppt|代码|文档|报告|论文|稿子|表格|报表|视频|作品|作业|申请)"
    ),
    # stop 43 (turns): a try that failed, told bare, what was tried unnamed ("上次没成功"): a prior
    # attempt only beside a retry the window tells (``rules._retried``), dropped elsewhere
    "tried_bare": r"(上次|上回|那次|那一次|第一次|之前那次)(我)?(没|没有)(成功|弄成|成)(?=[，。！？,.!?~～]|$)",
    # stop 43 (turns): an act at a place pointed back to ("我打算就在那里结束", "就从那儿跳"): an
    # intent where the window names a place or a means of the speaker's own at or before it
    # (``rules._pointed_there``), dropped elsewhere
    "there_act": (
        r"((在|从|到|去)(那)" + G + r"{0,2}|(在|从|到|去)(那里|那儿|那边|那上面|那上头|这里|这儿)[^。！？\n]{0,10}?)"
        r"(结束|了断|了结|下去|跳(下去)?|动手|走进去|走下去|跨出去|迈出去|翻过去|翻出去)(吧)?(?=[，。！？,.!?~～]|$)"
    ),
    "act": (
        r"开着(睡|过夜|不关)|吞|喝(掉|下)|吃掉|全吃|吃了它|跳|上去|过去|动手|了断|结束|去做|就走|行动|下去|割得|倒(进|在|了|好)|拧开|开了(?![^，。！？,.!?\n]{0,6}药)|打开了"
    ),
    "intent": (
        # stop 49 (lead): all of it taken at once, later ("攒够了就一次性吃掉"): an intent with its
        # object left to the window (alone it is weak: a cake is eaten at once too)
        r"(就|然后|再|到时候)(一次性|一口气|一下子)(全部|全|都)?(吃|吞|服|喝)(掉|下去|光|完)(?=[，。！？,.!?~～]|$)|"
        # round ten: a repeat made surer by quantity ("这回我多吃点，让他们救不过来")
        r"(让|叫)(他们|医生|医院|别人|谁)" + G + r"{0,3}(救|抢救)不(回来|过来|了)|(谁|医生|医院|他们)(都|也)(救|抢救)不(回来|过来|了)"
        r"|(这次|这回|下次|下回)" + G + r"{0,3}(想|要|打算|准备|得)?(试试|试一下|换)(一)?(别的|其他|另一种|另外)"
        r"(的)?(办法|方法|方式|法子)?(?=[，。！？,.!?~～]|$)"
        r"|(这回|这次|这一次|这一回)" + G + r"{0,3}多(吃|准备|攒|囤|买|吞)(点|些|一些|一点)(?!" + G + r"{0,2}(饭|东西|菜|水果|肉|蔬菜|零食|水|青菜))|"
        r"(这次|这回|这一次)" + G + r"{0,6}(算|查|量|测|研究|打听|问)(好|清楚|过|了)" + G + r"{0,8}(量|剂量|片数|高度|楼层|几楼|多高|时刻表|班次|末班车|多少片|多少)"
        # stop 49 (zhwide): which place is highest, deepest or unwatched, looked up ("查好了哪座桥最高");
        # not a view or a photo's spot (an outing in its window cancels it)
        r"|(查|搜|打听|研究|找|问)(好|过|清楚|到|了)(了)?" + G + r"{0,4}哪(一)?(座|栋|幢|条|个|片|里|儿)(桥|楼|大楼|高楼|河|江|水库|悬崖|海边|天台)?"
        r"(最高|最深|最急|没人|人最少|人少|没有监控|没监控|没人管)(?![^。！？\n]{0,10}(拍|看|玩|逛|打卡|风景|夜景|景色|钓))"
        # round ten: the 把-frame and the topic first ("这回我把剂量查得清清楚楚", "量我这次算好了")
        r"|(这次|这回|这一次)" + G + r"{0,4}把?(剂量|片数|量|多少片|楼层|高度)" + G + r"{0,2}(算|查|测|研究|打听|问)(好|清楚|过|了|得清清楚楚|得很清楚|明白)"
        # stop 35 (probe 37): the amount or depth known now, after a past attempt
        r"|(现在|这次|这回|这一次)" + G + r"{0,3}" + ZH_KNOW_HOW
        + r"|(这次|这回|这一次)" + G + r"{0,6}(竖着|纵向|顺着" + G + r"{0,4}(血管|动脉|静脉)|割(得)?(深|狠)|划(得)?(深|狠))"
        r"|(活着|人生|生命|给自己|我)的?倒计时|倒数第(二|三|几)(个|天)(晚上|夜|天)"  # round ten: a countdown to one's end
        r"|这次(我)?(准备好了|想好了|下定决心了)|(地方|位置|地点)(都|也)?(选|找|看|挑)好了|一次(性)?(弄完|解决|了断|结束|做完)|想好了|决定(好)?了|(日子|时间|日期)" + G + r"{0,4}定(好|了)|(日子|日期)" + G + r"{0,4}(挑|选|看|算)好|给自己定(的|了|好)" + G + r"{0,2}(那天|日子|时间)|(其实|早就)" + G + r"{0,3}(计划|打算)好了|(不想|别|免得|省得)让" + G + r"{0,6}(坏|毁|打乱|破坏)(了)?我的(计划|打算)|换(个|一个|种)(办法|方法|方式|地方)"
        r"|(下一次|下回)" + G + r"{0,4}(绝不|不会|一定|要|会|就|我)|更狠|双倍|(是|比)上次的?(两|三|几)倍|下定决心|定了(个|一个)?(日子|时间)|这次(会|要|一定|我会|就)|这回(会|要|一定|我会|就)"
        r"|(这次|下次|这回)" + G + r"{0,3}(会(?<!机会)(?<!体会)(?<!开会)|要|能|一定|就)|(计划|准备|等着|想)下一次|(定|选)好(了)?(日子|时间)"
        r"|(去|要|就)做那件事|还有下次|下次(?![他她你])" + G + r"{0,2}(一定|再|还)(?!(约|见|聊|聚|一起|玩|来玩))|还要再|再来一次|再来$|还(是)?想再(去|来|试|做)|再去一次|再试一次|不会再失败|不会让人(看见|发现)|更周全"
        r"|(这次|这回|下次|下回)" + G + r"{0,3}(去|找|选|换|挑)" + G + r"{0,2}更(远|高|深|偏|隐蔽)的?(地方|楼|桥|河|位置)"
        r"|(这次|这回|下次|下回)" + G + r"{0,2}(选|找|挑|换)(个|一个)|(这次|这回)" + G + r"{0,3}(知道|懂)(该)?怎么(做|弄)"
        r"|(就|要|准备|打算)动手(了)?(?=[，。！？,.!?]|$)|(没人|没有人|不会有人)(会)?发现|(割|吃|跳)得更(深|多|高)|割到(底(?!价)|死)|多吃一些|又买了|多买了|决定(以后)?不再吃(饭|东西)|(这次|这回|这一次)" + G + r"{0,4}(把门反锁|反锁|锁好门|锁上门|关机|不告诉(任何人|别人|家人|他们)?)|吃完(了)?(我)?就(上去|跳|下去)(?=[，。！？,.!?]|$)|(这次|这回|这一次)" + G + r"{0,3}(买|备|攒|囤|弄)(了|好了|到了)" + G + r"{0,2}(两|三|四|五|几|十|更多|一大)(瓶|盒|板|把|包|袋)(?=[，。！？,.!?~～]|$)|这次是真的|就是今晚|就这两天"
        r"|(就差|就等|只等|只差)(一个)?" + G + r"{0,4}没(有)?人(在家)?的(晚上|夜里|时候|日子|那天)"
        r"|(打算|准备|决定)(在|就)?(那个|那)(时候|点|会儿)(过去|去|上去|动手)"
        r"|第[二三四五六七八九几0-9]次(想|要|准备)(这么|这样)?(干|做|试|弄)"
        r"|(这次|这回|这一次|这一回|下次|下回)" + G + r"{0,3}(选|找|挑|等|趁)" + G + r"{0,10}(的时候|那天|时间|日子|地方|没人)"
        r"|等(着)?" + G + r"{0,4}车" + G + r"{0,4}(撞|压|碾)(过来|上来|死我|我)"
        r"|(要|会|就|打算|准备|想|决定)(直接)?(" + ZH_TRAFFIC + r")"
        # stop 40: a walk into deep water wished or planned ("我想趁他们不注意一个人往深水里走")
        r"|(打算|准备|想|决定)" + G + r"{0,10}" + ZH_INTO_WATER + r""
        r"|(这一次|这一回)" + G + r"{0,3}(会|要|能|一定|就)|(不会|不再)(再)?(犹豫|手软|退缩|心软)"
        # stop 30: taken or done right after this message ("给你发完这条就喝"), the object left out
        r"|(发|说|打|写)完(这条|这些|这句|这段|这个|这)(消息|话|信息)?[，,]?(我)?(就|马上)(要)?(喝|吞|跳|割|动手)(了)?(?=[，。！？,.!?~～]|$)"
        # stop 30: refused in order to fade away ("透析我不去了，就这样吧")
        r"|(" + ZH_REFUSAL + r")[^。！？\n]{0,16}(" + ZH_FADE + r")"
        r"|(" + ZH_CARE_REFUSED + r")[^。！？\n]{0,16}(" + ZH_DEATH_LET + r")"
        + r"|" + ZH_STARVE + r""  # stop 31: starving to death said as a resolve
        r"|" + ZH_REHEARSED  # stop 34: a method rehearsed is an intent too
        # stop 30 (probe 31): the day chosen (我选好的日子)
        + r"|(选|挑|定|算)好(了)?的(那个)?(日子|那天)(?!" + G + r"{0,4}(结婚|搬家|开业|订婚|出发|领证|装修|手术|考试|婚礼))"
        # stop 49 (zhrisk): a day picked unwatched
        + r"|" + ZH_PICKED_UNWATCHED
        + r"|(挑|选|等)的就是(这|那)(几天|天|个时候|个晚上|一天)(?=[，。！？,.!?~～]|$)"  # stop 49
    ),
    # A pretence of being well kept up before those who would stop one, or a plan hidden from
    # them (round nine): high only beside a plan of the speaker's own other than a bare time
    # (``rules.decide``); a secret alone is how surprises and errands are kept too.
    "conceal": (
        # stop 35: a helper asked to keep it secret ("你替我保密", "别告诉我爸妈"): with a plan, high
        r"(替我|帮我|给我|千万|一定(要)?)保密|(别|不要|不许)(告诉|跟|和|让)" + G + r"{0,2}(任何人|别人|谁|我爸妈|爸妈|我妈|我爸|家里人|家人|父母|老师)(说|讲|知道)?"
        r"|不(告诉|跟)任何人|谁(也|都)别(说|告诉)|"
        r"(跟|对|和|向|骗)" + ZH_CARER + r"(都|也|一直)?(说|讲|保证|撒谎说)" + G + r"{0,6}" + ZH_FINE
        + r"(?=[^。！？\n]{0,24}(其实|实际上|根本不知道|看不出))"
        r"|" + ZH_CARER + r"(都|也|还)?(以为|觉得|当)(我)?" + G + r"{0,4}" + ZH_FINE
        + r"(?=[^。！？\n]{0,24}(其实|实际上))"
        r"|(在|当着)" + ZH_CARER + r"(的)?面前" + G + r"{0,6}(装|假装|演|说|讲)(?=[^。！？\n]{0,30}(其实|实际上|根本不知道|看不出))"
        r"|(装|假装|演)(了)?(得|成|出)?" + G + r"{0,6}(没事人|若无其事|没事|很正常|正常人|开心|很好|挺好|好好的|想开了|好多了)"
        r"|(不想|不能|别|免得|省得|为了)让" + G + r"{0,6}(拦|阻止|坏了|打乱|察觉|起疑)"
        r"|瞒着(医生|大夫|咨询师|心理医生|家里|家人|爸妈|父母|所有人|他们|我妈|我爸)|谁都没(说|讲|告诉)|没(跟|和|对)(任何人|谁)(说|讲|提)"
        # stop 30: a cover story told to those who would stop it ("跟她说是给她买衣服的，其实…")
        r"|(跟|对|和|告诉)(她|他|他们|她们|我妈|我爸|妈妈|爸爸|爸妈|家里人|家人)(说)?(是|这是|那是)[^。！？\n]{1,16}[，,]其实"
    ),
    # Stop 48 (zhimplied): one's own end dated or named, a farewell and an intent that no
    # goodnight or "see you" in its sentence makes a goodbye for a while
    "own_end": ZH_OWN_END_DATED
    # stop 48 (lead): one's own death day named (明天是我生日，也是我的忌日; not 我爸的忌日)
    + r"|(也是|就是|会是|将是|便是|正好是|定为|定成|当作)我(自己)?的忌日|我(自己)?的忌日(就)?(是|定在|选在|在)",
    "farewell_strong": (
        ZH_DOOR_OPENED + r"|"  # stop 49 (imply2)
        + ZH_SENT_AFTER + r"|"  # stop 48
        # stop 47: a letter, a recording or a note left whose whole content or title is an apology
        # ("给爸妈留了封信，里面就三个字：对不起"): last words; an apology with its reason
        # ("对不起我迟到了"), said on a call or sent after a quarrel is an ordinary one
        r"(留|写|录|存|放|贴|压)(了|下|好)?(一)?(封|张|段|条|个|份)?(?<!微)(信|纸条|字条|便条|视频|语音|录音|留言|备忘录)"
        r"[^。！？\n]{0,12}(只|就|只有|就只|仅)(有|写|录|说|留)?(了|着)?"
        r"(三个字|一句(话)?|一行字|两个字)?[：:，, ]?[“\"]?对不起[”\"]?(三个字)?(?=[，。！？,.!?~～]|$)"
        r"|(留|写|录|存|放)[^。！？\n]{0,16}(标题|文件名|名字|题目|主题)(就)?(叫|是|写着?|为)[：: ]?[“\"]?对不起[”\"]?"
        r"(?=[，。！？,.!?~～]|$)|"
        # stop 41: a farewell to everyone with no road on together, a life told without oneself
        r"(以后|往后|剩下|接下来|后面)的路" + G + r"{0,6}(就)?(不|没法|不能|没办法)(再)?(陪|跟|和)(你们|大家)" + G + r"{0,2}走了"
        r"|(以后|往后)(没有我|我不在)(在身边)?的日子(里)?[，,]?" + G + r"{0,4}(要|也要|都要|就)?好好(的|过|活|照顾)|"
        # stop 31: a rescue refused ("这次别救我了", "别打120，让我睡")
        r"(这次|这回)(就)?(别|不要|不用)(再)?(救我|抢救我)|(别|不要|不用)(再)?(救我|抢救我|打120|叫救护车|叫医生)(了)?[，,]?"
        r"[^。！？\n]{0,8}让我(睡|走|解脱|安静|去死)(吧|了|了吧)?(?=[，。！？,.!?~～]|$)|"
        r"(发|说|打|写)完(这条|这些|这句|这段|这个|这)(消息|话|信息|微博|朋友圈|动态)?[，,]?(我)?(就|马上)(要)?去(做|干)?(了)?(?=[，。！？,.!?~～]|$)|"
        r"遗愿(清单)?[^。！？\n]{0,24}我(就|也)?(可以|能)?(安心|放心)?(地)?(走|离开)(了)?(?=[，。！？,.!?~～]|$)|"  # round ten
        r"((信|纸条|字条|遗书)[^。！？\n]{0,4}(放在|压在|留在|塞在|贴在)|留(了|下)?(一封|一张|封|张)?(信|纸条|字条)(在|给))[^。！？\n]{1,10}(门(也|都)?(已经)?(反)?锁(了|上|好)|反锁|我准备好了)(?![^。！？\n]{0,8}(上班|上学|出门|出发|考试|面试|取|买|接|回来))|"
        r"(他|她|他们|她们|妈妈|妈|爸爸|爸|爸妈|父母|家人|弟弟|妹妹|哥哥|姐姐|朋友|闺蜜|室友|老公|老婆|男朋友|女朋友|对象|奶奶|爷爷|外婆|外公)"
        r"(都|还|并|根本|完全|一点都|一点也|压根|压根儿|也)?(不知道|不晓得|没意识到|没想到|想不到|不会想到)"
        r"(这|那|今天|今晚|刚才|这次|这通|这顿)?(就)?(是|会是|就是|将是)(我们|我)?(的)?(跟|和|给|对)?" + G + r"{0,4}最后一(次|面|通|顿|句|条|晚|天)"
        # probe 19, stop 31: a veiled last goodbye, not an ordinary last time (a move, a job, a loan)
        r"(?![^。！？\n]{0,12}(过年|搬|关门|营业|借|上课|上班|住|毕业|见面会|演出|比赛|代班|代课|请客|各付各|AA|出国|移民|退休|辞职|调(去|走|到)|回国|值班|加班|吵架|不理))|"
        r"遗书|遗言|永远的晚安|晚安[，,]?永远|最后(几句|一句|的话)|是(我的)?最后一(晚|夜|天)(了)?(?=[，。！？,.!?]|$)|道过别|告过别|跟" + G + r"{0,6}道(过)?别了|不用(再)?为我(操心|担心)|最后一条(?=(消息|信息|留言|微博|微信|QQ|朋友圈|动态|语音|视频|短信|私信|邮件|评论|帖子|帖|话|了|吧|[，。！？,.!?~～…]|$))|最后一(封|段|句|通|个)(信|话|留言|消息|语音|视频|电话)|最后一次(跟|和|给|说)|最后的(话|消息|朋友圈|礼物)|最后一份礼物|(联系不上|找不到)我(?!们)(了)?(?![^。！？\n]{0,4}(打电话|打我电话|给我打|发消息|喊我|叫我|打给我))|这是我(的)?最后(?=" + ZH_LAST_OF_ONESELF + r")|最后一顿(饭)?(?!火锅|烧烤|大餐|肉|了再|再减|之后(开始|我就开始)(减|戒))|(找到|发现|看到)我(的时候)?" + G + r"{0,6}(已经|都|早)?(晚了|来不及了)|" + ZH_LAST_THEN_GOING + r"|" + ZH_FOUND_AFTER + r"|再见了[，,]?(这个|这)?(世界|人间)|永别|(?<!会不会有)(?<!有没有)(?<!相信)(?<!信不信)(下辈子|(?<![未将原后本带到出起过])来(生|世)(?!活|产|意|气|病|长|效|物|孩子|娃|界|博|纪))(?![，,]?(我)?(就|还)?(想|要)?(做|当|变成)(一)?(只|棵|条|朵|头|片|匹|颗))" + ZH_NEXT_LIFE_ORDINARY + r"|不在了"
        # stop 49 (zhwide): the other side gone to, and those left told not to grieve ("去了那边我会好好的，
        # 你们别哭"); not a move, a trip or a study abroad, nor a message asked for from there
        r"|(?<![搬飞调])(去|到)(了)?(那边|另一边|另一头|天上|天堂|那个世界)(以后|之后)?(?![^。！？\n]{0,24}(出国|留学|工作|上班|上学|读书|搬家|出差|旅游|玩|发消息|报平安|视频|打电话|联系|飞机|航班|机场|落地|登机))"
        + G + r"{0,10}[，,]?" + G + r"{0,3}(你们|你|大家|爸妈|爸|妈)?(都)?(别|不要|不用|不许)(太)?(为我)?(哭|难过|伤心|想我|惦记我|挂念我)"
        # the other world named with the speaker there and those left not to grieve ("天上见啦，别太想我",
        # "另一个世界…我在那儿等你们，别哭"); not one's dead kin there ("爷爷在另一个世界…")
        r"|(?<![爷奶婆公姥爸妈他她它您你]在)(另一个世界|那个世界|天上|天堂)(?![^《》\n]{0,20}》)(?![^。！？\n]{0,20}(飞机|航班|起飞|落地|降落|机场|登机|航站))(再)?(见|[^。！？\n]{0,4}我[^。！？\n]{0,10})"
        r"[^。！？\n]{0,6}(别|不要|不用)(太)?(为我)?(哭|难过|伤心|想我)"
        r"|(说(了|过)?再见|告(了|过)?别|道(了|过)?别)" + G + r"{0,10}[，,]?" + G + r"{0,6}(不知道|不明白|没(听)?懂|没明白|不懂)" + G + r"{0,3}(什么)?意思"
        r"|信[，,]?" + G + r"{0,10}(长大(了)?|我(走|不在)(了)?)(以后|之后)(再|才)?(看|读|打开|拆)|(以后|再也)(就)?不能(再)?陪|没法再陪|(以后|再也|永远)" + G + r"{0,4}(见不到|看不到|找不到)我(?!的|们|做|为|在|付出|努力)|(替|帮)我(跟|向|照顾好|和)|(你|你们|以后|将来|今后|请|麻烦|拜托|记得)" + G + r"{0,4}(替|帮)我照顾"
        r"|对不起" + G + r"{0,8}(以后|再也)|以后" + G + r"{0,2}不(会)?再(打扰|麻烦|联系)"
        r"|陪我走(过|完|了)(这段路|这一程|这一路|最后一程|这段日子|这些年)[^。！？\n]{0,12}(要|该|得|先)走了"
        r"|(这辈子|这一生|人生|生命)(就)?(到|走到)(这儿|这(?=[，。！？,.!?吧了]|$)|这里|此|头)|就当(没有|没)" + G + r"{0,4}我|当我(不存在|没来过)|忘了我吧"
        # stop 31: where I will be written or told so they can find me (the body)
        r"|(纸条|信|留言|便签|遗书|短信|字条)[^。！？\n]{0,16}(地址|我在哪|位置|定位)[^。！？\n]{0,16}(找到|找得到)我"
        r"(?![^。！？\n]{0,6}(打电话|打我电话|给我打|发消息|喊我|叫我))"
        r"|(地址|我在哪|位置|定位)[^。！？\n]{0,16}(纸条|信|留言|便签|遗书|字条)[^。！？\n]{0,16}(找到|找得到)我"
        r"(?![^。！？\n]{0,6}(打电话|打我电话|给我打|发消息|喊我|叫我))"
        r"|给(爸妈|父母|家人|妈妈|爸爸|你们|每个人|大家)" + G + r"{0,3}(的|写好了?|留了?)信|谢谢你们" + G + r"{0,10}(照顾|陪伴|这些年)"
        r"|(会|要)(很)?(难过|伤心|哭)" + G + r"{0,2}[，,]?(但|但是|可是|可)(我)?" + G + r"{0,4}(必须|得|只能|一定要)(走|去|离开)"
        r"|最后(再)?(叫|喊)(你)?(一声|一次)(妈|爸|妈妈|爸爸|老公|老婆|哥|姐|奶奶|爷爷|外婆)"  # stop 33
        # stop 33: at peace once someone living is entrusted (not for a trip, a week, an errand)
        r"|(猫|狗|宠物|孩子|女儿|儿子|宝宝|仓鼠|兔子|鹦鹉|乌龟|鱼|它|爸妈|父母|我妈|我爸|家人|奶奶|爷爷|外婆|外公)" + G
        + r"{0,4}托付(?![^。！？\n]{0,24}(出差|上班|上学|旅游|旅行|寄养|帮我|快递|住院|培训|值班|加班|出门|回来|几天|一周|一个月))"
        + G + r"{0,12}[，,]?[^。！？\n]{0,16}(我)?(也)?(就)?(可以)?(放心|安心)(了)(?=[，。！？,.!?~～]|$)"
        r"|(等|当)(你|你们)" + G + r"{0,3}看到这(条|封|段)(消息|信|话|留言)的时候|以后(就)?不用(你们|你)?(再)?(为我)?(操心|担心|管)|(之后|以后)(就)?不用(再)?(为)?我(操心|担心)|我(在)?(这个)?(世界|世上|人间)上?(的)?最后一(个|天|次|晚)|备注" + G + r"{0,4}照顾好|不用(再)?(惦记|挂念|牵挂)我|别(惦记|挂念)我"
        r"|以后(的日子)?" + G + r"{0,4}(好好的|保重|好好过)|让(他|她|他们|你们)?(别|不要)(为我)?(难过|伤心)|(每个人|每人)(都)?(写了)?一封"
        r"|给(每个人|所有人|大家|家里每个人)" + G + r"{0,4}(写|留)(了)?" + G + r"{0,3}(信|话)|(写|留)好(了)?给(每个人|所有人|大家|家里每个人|家人|爸妈|父母)的(信|话)|以后没人(跟|陪|和|烦|气)"
    ),
    "farewell": ZH_ONE_LAST_TIME + r"|(另一个|另外一个|那个)世界(里)?(再)?见(了)?"
    r"|(去|上)(" + ZH_DANGER_OR_WATER + r")(之)?前" + G + r"{0,2}最后(再)?(发|写|留)(一)?(条|句|段|封)|(就|只)剩(下)?你(一个(人)?)?了(?=[，。！？,.!?~～]|$)|(你是|就)(我)?唯一(一个)?(没|还没)(删|拉黑)|(拜拜|再见)(了)?[，,]?(大家|各位|所有人)|(到时候|那时候)" + G + r"{0,6}(就)?(知道|明白)(我)?为什么|(发出去|发出|公开|送达|收到|拆开)[^。！？\n]{0,12}(那会儿|那时候|那时|到时候|的时候)" + G + r"{0,4}我" + G + r"{0,6}(已经|早就)走了|以后(都)?不会再见(了|面)?|再也见不到了|对不起(所有人|大家|每一个人|每个人)"
    # stop 42: a goodbye said to everyone ("跟大家道个别吧"), contact ended for good after it ("以后就
    # 不联系了"): each a farewell (a move or a new job's occasion, or 有空常联系, holds them back)
    r"|(跟|和|向)(大家|所有人|你们|各位|每个人)(道|告)(个)?别|以后(就|也|都)?(不|别)(再)?联系(了)(?=[，。！？,.!?~～]|$)"
    r"|你(们)?(要|一定要)?好好(活下去|活着)|(想说|要说|最后)的话" + G + r"{0,3}(录|写|留)|(以后|之后)" + G + r"{0,6}(麻烦|拜托|交给|靠)(你|你们|她|他)|(以后|之后)" + G + r"{0,4}(你们|你)(随便|帮我)(处理|分)"
    r"|(反正|以后|再也|我)" + G + r"{0,3}(用不着|用不上|用不到)(?!了?吧)|(不|没)(打算|准备|想|会|需要)(再)?用(钱|这些钱|存款|工资)了|不想留下(什么|任何)|给" + G + r"{0,6}留(了|下)?(一)?(封|张)?" + G + r"{0,2}(信|纸条|字条)|以后也(没人|不会有人)|以后(替|帮)我|谢谢" + G + r"{0,6}(这些年|这么多年)"
    # stop 47: the family entrusted for after ("跟他说以后照顾好妈")
    r"|(以后|往后|今后)(你)?(就)?(要|帮我|替我|一定要)?(好好)?照顾(好)?(咱|我)?(妈|爸|爸妈|父母|家里|孩子|奶奶|爷爷|外婆|外公)"
    r"|(干干净净|安安静静|清清白白|体体面面)(的|地)?走(?!路|走|一走|一趟|一圈|过|进|出|到|向|上|下|回|去|着)"
    # round ten: a quiet going, and no one to find me any more
    r"|(安静|静静|体面|平静)(地|的)走(了)?(?=[，。！？,.!?~～]|$)|(不想|不要|别)(再)?让(任何人|别人|谁|大家|他们|你们)(再)?(找到|找得到|联系(到|上)|找)我"
    r"|没(有)?什么(放不下|牵挂|留恋|舍不得)的?|了无牵挂|无牵无挂"
    # stop 33: at peace once someone is entrusted, the last matter settled
    r"|最后一(件|桩)(心)?事(也|都)?(了了|办完了|放下了|安排好了)|(这下|终于|再也)?没有(什么)?牵挂了"
    # a going or a "don't look for me" that ends every ordinary chat too: high only beside another
    # signal (stop 30: "今天加班，别找我", "我真的要走了，车来了" were sent to the safety script;
    # stop 31: "好了，我去吃饭了，再见了", "再见了我的大学")
    r"|不用(再)?找我|别(再)?找我|(见不到|看不到)我(?!的|们|做|为|在|付出|努力)|要走了|真的要走|再见了"
    r"|给(每个人|所有人|大家)" + G + r"{0,4}(发了|留了|写了)|告别|道别"
    # stop 33: a goodbye to everyone, a last talk here, a last call of kin, the road left to
    # others, never troubling them again, going to do what one must (high beside a wish)
    r"|(大家|各位|所有人|朋友们|家人们)(就)?(江湖)?(再见|拜拜|保重|永别)(了|吧|啦)?(?=[，。！？,.!?~～]|$)"
    r"|(跟|和|向)(大家|各位|所有人)(说|道)(声|一声)?(再见|拜拜|永别)"
    r"|最后一(次|回)(来|在)?(这里|这儿|这|这个群|群里)?(找你|跟你|和你)?(说话|聊天|聊|发帖|倾诉|说说)"
    r"|以后的路(你们|你)?(要)?(自己|好好)走"
    r"|(以后)?(再也|都)?不会(再)?(烦|打扰|麻烦|拖累)(你们|大家|你|任何人)(了)?(?=[，。！？,.!?~～]|$)"
    # stop 43 (turns): a message left to be heard or read later ("给闺蜜录了一段语音，让她以后再听")
    r"|(录|写|留)(了|好)?" + G + r"{0,6}(语音|视频|录音|信|留言)[^。！？\n]{0,8}(?<!长大)(?<!长大了)(以后|之后|将来)(再)?(听|看|打开|拆)"
    # stop 43 (turns): no one need worry about me any more ("今晚之后大家就不用再担心我了")
    r"|(不用|不必|不需要|再也不用)再(为我|替我)?(担心|操心|牵挂|惦记)(我)?了(?=[，。！？,.!?~～]|$)"
    r"|(要|该|得)?去做(我)?(该|应该)做的(事|那件事)(了)?(?=[，。！？,.!?~～]|$)"
    r"|(写(了|好)?" + G + r"{0,6}" + ZH_NOT_A_LAST_LETTER + r"信|信" + G + r"{0,2}写(好|完))" + ZH_NO_OCCASION,
    # Thanks for the listener's time and a goodbye: a farewell only beside a wish to die or affairs
    # settled (``rules.py``), since every ordinary session ends with one too.
    "goodbye": (
        r"(过了|过完|熬过|撑过)" + G + r"{0,8}(就|然后)(都|全)?(结束|了结|解脱)(了)?(?=[，。！？,.!?]|$)|"
        r"谢谢" + G + r"{0,6}(这段时间|这段日子|一直以来)|谢谢(你|你们|您)" + G + r"{0,4}(陪我|听我)" + G + r"{0,6}(这么久|这么多|这些天|这些日子)|谢谢(你|你们|您)" + G + r"{0,14}[，,。！!]?(再见|拜拜|永别)(?!了)"
        r"|(再见|拜拜)[，,。！!]?谢谢(你|你们|您)"
        r"|(我)?先走(一步)?(了)?(?=[，。！？,.!?]|$)"
        # stop 31: before I go, after I am gone: a parting, high beside a pet or belongings given
        # away or a wish (a trip, a move or a business trip before it cancels it: continuation)
        r"|(在)?我(走|离开)(了)?(之前|以前|以后|之后)(?!" + G + r"{0,4}(回来|到家|下班|上班|出门))"
        # a message set to go out later (round nine): a goodbye, high beside a wish or a farewell
        r"|定时(发|公开|发布|推送)|(设|定)(了|好|成)?" + G + r"{0,10}(自动|定时)(发|公开|发布|推送)|存(了|成)?" + G + r"{0,4}草稿[，,]?" + G + r"{0,8}(定|设|等)|存稿"
        r"|(定|设)在" + G + r"{0,8}(发(出去|送|出)?|公开|发布|推送)(?=[，。！？,.!?]|$)"
        r"|设(了|好)" + G + r"{0,6}(点|时)(发|发送|发出去)(?=[，。！？,.!?]|$)"
    ),
    # Round ten: a plan whose method and place are both decided and neither named ("怎么做、去哪儿
    # 做，我都定了", "方法和地点我都找好了"): the method said as a question or a bare word at the
    # head of its clause, not a wedding's or an experiment's ("婚礼用什么方式办", "实验方法").
    "unnamed_plan": (
        # stop 37: the thing spoken of before, unnamed, arrived, and used or done at a time after it
        # ("网上买的那个东西到了，今晚就用", "快递到了，就是我说的那个东西，今晚动手"); a thing named
        # or tried out ("今晚就用上试试，是个空气炸锅") is none
        r"(我说的|跟你说的|上次说的|之前说的|说过的|网上买的|偷偷买的|托人买的)那个东西" + G + r"{0,4}(到了|到货了|寄到了|拿到了|买到了)"
        r"[，,]" + G + r"{0,8}(就)?(用|动手)(吧)?(?=[。！？!?]|$)"
        r"|(快递|包裹|东西)(到了|到货了|寄到了)[，,]" + G + r"{0,4}(我说的|跟你说的|上次说的|之前说的|说过的)那个东西[，,]" + G + r"{0,8}(就)?(用|动手)(吧)?(?=[。！？!?]|$)|" +
        # the deciding told first, the how bare before a break, then where known or decided
        ZH_DECIDED + r"(" + ZH_HOW_BARE + r")(了)?[，,][^。！？\n]{0,12}?((知道|" + ZH_DECIDED + r")(了)?(" + ZH_WHERE
        + r")|(" + ZH_WHERE + r")" + G + r"{0,3}(知道|" + ZH_DECIDED + r"))(了)?(?=[，。！？,.!?]|$)|"
        "(" + ZH_HOW + r")[^。！？\n]{0,16}(" + ZH_WHERE + r")[^。！？\n]{0,16}" + ZH_DECIDED
        + "|(" + ZH_WHERE + r")[^。！？\n]{0,16}(" + ZH_HOW + r")[^。！？\n]{0,16}" + ZH_DECIDED
        + "|(" + ZH_HOW + r")" + G + r"{0,8}" + ZH_DECIDED + r"[^。！？\n]{0,8}(" + ZH_WHERE + r")" + G + r"{0,8}" + ZH_DECIDED
        + "|(" + ZH_WHERE + r")" + G + r"{0,8}" + ZH_DECIDED + r"[^。！？\n]{0,8}(" + ZH_HOW + r")" + G + r"{0,8}" + ZH_DECIDED
    ),
    # Probe 18: a try that failed, what was tried unnamed (at the head of its clause, after a time
    # at most: "上个月试过没成功", not "减肥试过没成功"), then again on a named day ("这周六再试"):
    # a prior attempt and intent at once.
    "retry": (
        # stop 48 (lead): the last dose too small, more hoarded or taken this time ("上回没吃够量，这回
        # 我多攒了一倍")
        r"(上次|上回|那次|第一次)" + G + r"{0,4}没(吃|吞|喝)够(量|剂量)[^。！？\n]{0,10}(这次|这回|这一次)" + G + r"{0,3}"
        r"(多|加倍|翻倍)(攒|囤|存|吃|吞|备)|"
        "(" + ZH_TRIED_FAILED + r")[^。！？\n]{0,16}(" + ZH_DAY + r")[^。！？\n]{0,8}(再试|再来|再做|再弄|再去|定在|就在|选在|改在)(一次|一回)?(了|吧)?(?=[，。！？,.!?~～]|$)"
        r"|(" + ZH_TRIED_FAILED + r")[^。！？\n]{0,16}(再试|再来|再做|再弄|定在|选在|改在)(一次|一回)?" + G + r"{0,6}(" + ZH_DAY + r")(晚上|夜里)?(了|吧)?(?=[，。！？,.!?~～]|$)"
    ),
    # Probe 18: a way back refused ("不打算回去了", "这次不回去了"), a remote place (mountains, a
    # desert, a forest) and the means to get back running out (fuel, money, a phone's battery):
    # the refusal is intent and the running out means only where the turn names a remote place or
    # a place of danger and refuses the way back (``rules._scope``); a trip's otherwise.
    "no_return": (
        r"(不|没)(打算|准备|想过|计划)(要)?(再)?(回|开回|走回)(去|来)(了)?(?=[，。！？,.!?~～]|$)"
        r"|(这次|这回|再也|永远)(都)?(不|没)(会|打算|准备)?(再)?回(去|来|头)(了)?(?=[，。！？,.!?~～]|$)"
        r"|不会(再)?回(去|来)(了)?(?=[，。！？,.!?~～]|$)|(?<![过节年假])不回(来|去)了(?=[，。！？,.!?~～]|$)"
        r"|不(想|打算|准备)(再)?回头(了)?(?=[，。！？,.!?~～]|$)"  # stop 49 (zhrisk)
        r"|不(想|打算|准备)(再)?(回去|上岸|往回走)(了)?(?=[，。！？,.!?~～]|$)"  # stop 49 (zhwide)
        # stop 30: no way back down from a height (read only where the turn names one, as above)
        r"|(这次|这回|再也|永远)?(都)?(不|没)(打算|准备|想|会|计划)(再)?(下山|下去|下来|爬下去|走下去)(了)?(?=[，。！？,.!?~～]|$)"
    ),
    "remote": r"深山|山里|大山|荒山|沙漠|戈壁|林子|森林|树林|荒野|野外|无人区|没人的(山|地方|林子|海边)",
    "stranded": (
        r"油(快|都|已经|也)?(要)?(没了|用完|用光|见底|不多了|快没)|油箱" + G + r"{0,3}(见底|空了)|没油了"
        r"|(钱|现金|存款|积蓄)(也|都|已经)?(快)?(要)?(花光|用光|花完|用完|没了)|最后(的|一点|一笔)钱"
        r"|手机" + G + r"{0,3}(没电|快没电|只剩|电量)|只剩" + G + r"{0,3}[%％]的?电|(电|电量)(只剩|快没|不多)"
    ),
    # Round ten: going on a day of one's own or a festival, with no destination or errand after
    # it ("过完这个中秋我就走了", "除夕…我想一个人安静地走"; not "中秋那天我就离开北京回老家了"), and
    # joining the dead on their anniversary ("他走了一周年那天，我也去那边陪他").
    "day_going": (
        "(" + ZH_OWN_DAY + r")[^。！？\n]{0,24}?我" + ZH_GOING_GAP + r"{0,8}(走|离开)(了)?(?=[，。！？,.!?~～]|$)"
        r"(?![^。！？\n]{0,20}(去|回|到|赶|飞|坐|票|车|出差|值班|上班|上学|旅行|旅游|出发|机场|老家|学校|公司|见|接))"
        r"|(周年|忌日|祭日)(那天|那一天|的时候)?[，,]?我" + G + r"{0,4}(去|到)(那边|另一个世界|那个世界|天上|天堂)" + G + r"{0,3}(陪|找|见)"
    ),
    # Round ten: a treasured thing given away to be kept ("最喜欢的吉他送给表妹，让她永远留着",
    # "爷爷留给我的表，送你吧，以后我用不到了"): medium alone, high beside another preparation.
    "bequest": (
        ZH_NO_PRESENT + "(" + ZH_TREASURED + r")[^。！？\n]{0,16}(送|给|寄|转)(给|了|你|她|他)[^。！？\n]{0,20}(" + ZH_KEEP_IT + ")"
        + "|" + ZH_NO_PRESENT + "(" + ZH_TREASURED + r")[^。！？\n]{0,16}(" + ZH_KEEP_IT + r")[^。！？\n]{0,12}(送|给|寄|转)(给|了|你|她|他)"
    ),
    "affairs": (
        # stop 42: one's things sold off, as they are given away ("东西都便宜卖了")
        r"(东西|家具|衣服|书|家当)" + G + r"{0,3}(都|全)(便宜)?(卖|卖掉|处理|出掉|清掉|甩卖)(了|掉)|"
        # stop 35: a bank or salary card handed over (plain: a household's arrangement too)
        r"(工资卡|银行卡|存折|信用卡|社保卡)" + G + r"{0,4}(交|转|留|给|送)给|"
        r"(所有|全部|每个|各种)的?(群|群聊)" + G + r"{0,4}(都|全)?退(了|掉|出|光)|(群|群聊)(也)?(都|全)(退|删)(了|掉|光|完)"
        # stop 35: a clear-out of the net era (所有人都取关了, 动态全删了, 关注也清零了)
        r"|(所有人|所有|全部)(都)?(取关|取消关注)(了)?|(动态|朋友圈|微博|说说|空间)(也)?(全|都)(删|清)(了|掉|光|空)"
        r"|关注(也)?(都)?(清零|清空)(了)?"
        r"|(联系人|好友|通讯录|微信好友|朋友|所有人|每个人)" + G + r"{0,4}(都|全|全部)" + G + r"{0,3}(删|拉黑)|(所有人|每个人)" + G + r"{0,3}(拉黑|删除|删了)|(取关|取消关注)(了)?(所有|全部)|(该删的|能删的)(都|也)?删(了|掉|光)|(好友|联系人|通讯录|微信)" + G + r"{0,3}删(得|到)(只|就)剩"
        r"|(好友|联系人|微信好友|朋友|人)" + G + r"{0,4}(一个(一个|个)|挨个|逐个)" + G + r"{0,2}(删|拉黑|取关|取消关注)"
        r"|房租" + G + r"{0,3}(付|交)到|(事情都|一切都?|所有(的)?事(情)?都?)" + G + r"{0,2}了结"
        r"|转给" + G + r"{0,6}(运营|管理|打理|照顾)|(猫|狗|宠物|孩子|鱼|花|植物|绿植|乌龟|兔子|仓鼠|鹦鹉|鸟)" + G + r"{0,6}(麻烦|拜托|交给|托付)(你|你们|她|他|给|楼下|邻居|室友|朋友|同事|阿姨|我妈|我爸)(?![^。！？\n]{0,24}(出差|上班|上学|旅游|旅行|寄养|住院|培训|出门|浇花|(?<![不没])回来|几天|一周|一个月))|(猫|狗|宠物)" + G + r"{0,2}(交给|托付给|送给)(?![^。！？\n]{0,24}(出差|上班|上学|旅游|旅行|寄养|住院|培训|出门|浇花|(?<![不没])回来|几天|一周|一个月))|(花|绿植|植物|多肉|鱼)" + G + r"{0,4}送(给|人|走)"
        r"|(我的)?(东西|遗物)" + G + r"{0,6}(随便处理|处理掉|都给|分了)|(卡|账户|账号|户)" + G + r"{0,2}(销|注销|关)(了|掉)|(手机号|电话号码|号码)" + G + r"{0,4}(停|销|注销)"
        r"|(东西|行李)" + G + r"{0,4}(寄回|寄走|送回)|(日记|照片|信)" + G + r"{0,4}(烧|撕|删)(了|掉)|(日记|日记本|相册|信件)" + G + r"{0,4}(寄给|送给|交给|留给)|遗嘱|受益人|密码|(账号|东西|衣服|书|游戏|电脑|手机|首饰|存款)" + G + r"{0,4}(送给|给了|留给|转给)|(都)?捐(了|掉|出去)|删(得)?(干净|光)|清空|头像" + G + r"{0,4}(换|改)成" + G + r"{0,2}(黑色|黑白|纯黑|全黑|黑的)|(微信名|昵称|网名|签名|个签|自动回复)" + G + r"{0,4}(改|换|设)(成|为)(了)?[^。！？\n]{0,8}(再见|永别|拜拜|告别|晚安)(?![0-9一二])|(微信|qq|微博|账号|朋友圈)" + G + r"{0,2}(退|注销|删)(了|掉|光)|" + ZH_NO_ERRAND_FOR_IT + r"银行卡|都交代了|交代的都|都安排好了|都安排妥(当)?了|后面的事|房子" + G + r"{0,2}退了|退租|(猫|狗|宠物)"
        + G + r"{0,4}送(走|人|给|到|去|回)(?![^。！？\n]{0,24}(寄养|宠物店|宠物医院|洗澡|美容|绝育|打针|出差|旅游|旅行|几天|一周))|(乌龟|兔子|仓鼠|鹦鹉|鱼缸)" + G + r"{0,6}(送给|送人|送走|托付)(?![^。！？\n]{0,24}(出差|上班|上学|旅游|旅行|寄养|住院|培训|出门|浇花|(?<![不没])回来|几天|一周|一个月))|(我)?(这边|手上|手头|身边)?的事(情)?" + G + r"{0,3}(都|也)?(快)?(处理|办|交代|安排|料理)(完|好)(了)?|(存款|积蓄)" + G + r"{0,4}(转|留)|还清|(债|贷款|欠款|欠的钱|借的钱|花呗|借呗|信用卡|白条)" + G + r"{0,6}(还完|还上)|(聊天记录|日记|相册)" + G + r"{0,3}(都|全)(删|清)(了|掉|光|空)|能还的(钱|债)?" + G + r"{0,2}(都|全)还(了|清|完)|注销|删(掉|除)了?(所有|全部)"
        r"|(房子|车|存款|财产)" + G + r"{0,3}过户(给|到)|(东西|财产)" + G + r"{0,4}分(好|给)|交代(清楚|好)|后事|托付(?![^。！？\n]{0,24}(出差|上班|上学|旅游|旅行|寄养|住院|培训|出门|浇花|(?<![不没])回来|几天|一周|一个月))|拜托" + G + r"{0,6}替我|" + ZH_NO_ERRAND_FOR_IT + r"(钥匙|卡号|存折|账户|房产证)" + G + r"{0,4}(留给|交给|给了|写在|放在)|送(给)?" + G + r"{0,6}(?<!寄)养|送人|分给"
        # stop 31: what is left to settle, settled ("把该交代的交代完", "把猫和存款都安排好")
        r"|(该交代的|该安排的|该处理的)(都|也)?(交代|安排|处理|料理)(完|好|清楚)"
        # stop 44 (turns): a readiness with no thing named ("东西我都备齐了", "该准备的都准备好了",
        # "我这边都准备妥当了"): what is ready is the plan's, unless a purpose or a thing is said
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(现在|这次|这回|终于|总算)?" + ZH_READY_WHAT + r"?(我)?(这边)?"
        r"(都|全|也都|全都)(已经)?(" + ZH_READY_DONE + r")(了)(?=[，。！？,.!?~～]|$)"
        r"|(猫|狗|宠物|存款|积蓄)" + G + r"{0,6}(都|也)?(安排|处理|交代)好"
        # stop 46 (zhready): things laid out where those at home will find them ("钥匙和卡都压在
        # 桌上的杯子底下，他们会看到的"): a key, a card, a password, a policy or a letter, left for after
        r"|(" + ZH_LEFT_FOR_AFTER + r")[^。！？\n]{0,16}(放在|压在|摆在|留在|夹在|塞在|搁在)[^。！？\n]{0,14}"
        r"[，,]?(他们|你们|家里人|家人|爸妈|我妈|我爸)(回来)?(一定)?((会|能|一眼就能|一进门就能|就能|一看就能)(看到|看见|找到|发现)|(都)?知道(在哪|放哪|放在哪))"
        r"(?![^。！？\n]{0,16}(开门|进门|下班|上班|来拿|来取|拿去|取走|去取|办事|办手续|用得上|要用|交房租|缴费|充值|接孩子|出门))"
    ),
    "affairs_strong": (
        # stop 47: valuables and a letter left together where kin will find them
        ZH_NO_ERRAND_FOR_IT + r"(?:(" + ZH_VALUABLES + r")[^。！？\n]{0,24}?(" + ZH_LETTER + r")[^。！？\n]{0,16}?" + ZH_LEFT_AT
        + r"|(" + ZH_LETTER + r")[^。！？\n]{0,8}?(和|、|还有|跟)[^。！？\n]{0,16}?(" + ZH_VALUABLES + r")[^。！？\n]{0,16}?" + ZH_LEFT_AT
        + r"|(" + ZH_VALUABLES + r")[^。！？\n]{0,24}?" + ZH_LEFT_AT + r"[^。！？\n]{0,12}?(还有|以及|和|还(夹|放|留|塞|压|写)(了)?)"
        + G + r"{0,6}(信|遗书))|"
        # round ten: affairs listed and sent to a relative ("密码和保单都打包发给我弟了")
        r"(密码|存款|保单|保险单|保险|账户|银行卡|存折|理财|房产证)" + G + r"{0,8}(和|、|还有|跟)" + G + r"{0,10}(都|全)" + G + r"{0,6}(发|交|转|寄|递)给(了)?(我)?(爸|妈|爸妈|爸爸|妈妈|姐|哥|弟|妹|姐姐|哥哥|弟弟|妹妹|老公|老婆|对象|家里人)|"
        r"(钱|工资|存款|积蓄|银行卡)" + G + r"{0,10}(放|装|塞)(在|进)(了)?" + G + r"{0,2}(信封|红包)" + G + r"{0,2}[，,]?" + G + r"{0,3}写(了|上|着)?" + G + r"{0,2}给|"
        r"(交代|安排|准备|写)" + G + r"{0,4}后事|后事" + G + r"{0,6}(交代|安排|准备|写)|"
        r"(存款|积蓄|存的钱|攒的钱|家当|财产|(所有|全部)的?钱|钱(都|全)|工资(都|全))" + G + r"{0,6}(转|留|给|送|分|交|打|塞)(给|了|到)"
        r"|((所有|全部)的?|(卡|账号)的?)密码" + G + r"{0,4}(写|留|交|告诉|放)|密码(都|全)" + G + r"{0,3}(写|留|交|告诉|放)"
    ),
    "attempt": (
        r"(上次|上回|那次|第一次)" + G + r"{0,4}(割|划)(得)?(太|有点|还是)?浅(了)?(?=[，。！？,.!?~～]|$)|"  # stop 35
        r"洗过(一|两|几)?(次|回)?胃|(上次|那次|上回)" + G + r"{0,8}被" + G + r"{0,4}(发现|救(?!护)|拦住|拉住|送)|"
        # stop 42: a rescue called by others last time ("上次是邻居报的警"): what it was called
        # for, if named, must be no errand (``rules._errand_found_out``)
        r"(上次|那次|上回)" + G + r"{0,6}(报(了)?(的)?警|叫(了)?(的)?(救护车|120)|打(了)?(的)?120|(让|被)(120|救护车|警察)" + G + r"{0,2}(拉|送|带|抬)(走|去|到))|(割腕|吞药|跳楼|烧炭|上吊|吃药|跳河)(的)?那次|洗(了|完)?胃|被(人)?(拉住|拦住|拦下|送医|送到医院|捞(起来|上来))|(上次|上回|那次|第一次)" + G + r"{0,10}(没死|没割到|没(跳|吃|吊)成)|(上次|上回|那次|第一次)" + G + r"{0,4}没成(功)?[^。！？\n]{0,8}(量|药|片|剂量)" + G + r"{0,2}(不够|太少|少了)|(上次|上回|那次|第一次)(吃的|吞的)?(量|药|片|剂量)" + G + r"{0,2}(不够|太少|少了)" + G + r"{0,2}没成(功)?|抢救|被救(?!护)|救(了)?回来(?!了?[！!])|拉(了)?上来|没死成|没走成|自杀未遂|(上次|那次|上回)" + G + r"{0,4}(割|吃|跳|吞)得?(不够|太浅|太少)|(割腕|吞药|跳楼|烧炭|上吊|吃药|跳河|自杀)" + G + r"{0,4}被" + G + r"{0,3}(发现|救|拦|送)"
        r"|(跳|割|吞)过(一|两|几)?(次|回)?(楼|河|江|腕|药|安眠药)|(疤|伤疤|伤痕|疤痕)" + G + r"{0,8}(那次|上次|上回)(留下|弄)的?|(江|河|海|湖|楼|天台|桥|水|铁轨)" + G + r"{0,6}被" + G + r"{0,4}(拉|劝|拽)(了)?(回来|下来|上来)|自杀过|割过(?!(双眼皮|眼皮|包皮|阑尾|痔疮|扁桃体|麦|稻|草|肉|韭菜|肿瘤|息肉|胆|甲状腺))|跳过(楼|河|江)"
        r"|试过(一|两|几)次|吃过(药|安眠药)|(喝|吞)过(一|两|几)?(次|回)?" + ZH_SWALLOWED + r"|(前|上)(两|几|一)次" + G + r"{0,6}被" + G + r"{0,6}(拦(下来|住)|拽(回来|下来)|救(回来|下来|了))|绳子断了|还要再来一次|再试一次"
        r"|被" + G + r"{0,8}(捞|救|拉|拽)(了)?(起来|上来|回来|下来)(过)?|(手腕|腕)(上)?的?(伤疤|疤痕|疤|刀疤)"
        # stop 48 (lead): the last try told by its dose ("上回没吃够量"; not a meal, 上回没吃够)
        r"|(上次|上回|那次|第一次)" + G + r"{0,4}没(吃|吞|喝)够(量|剂量)"
    ),
    "overdose": (
        # stop 42: a named drug (any kind's table) and an amount, then the verb that takes it, the
        # amount after the name or before it ("喹硫平所有的都吃了", "一整瓶丙戊酸钠都吃了", "所有的利培酮
        # 都被我吃光了", "拉莫三嗪，一整盒，已经下肚了"): not a course finished and renewed
        ZH_DRUG_AMOUNT_TAKEN + r"|"
        # stop 41: a poison drunk by an amount, the verb first ("刚喝了小半瓶敌敌畏"); a drug by its
        # name or brand swallowed by a handful or more ("黛力新和阿普唑仑混着吃了一大把")
        r"(喝|吞|灌)(了|下|掉)(小半|大半|半|一|两|几|好几)(口|瓶|杯|碗|大口|袋)" + G + r"{0,2}" + ZH_SWALLOWED + ZH_NOT_ASKED
        + r"|(" + ZH_DRUG + r")" + G + r"{0,10}(吃|吞|服)(了|下|掉)" + ZH_MOUTHFUL + ZH_NOT_ASKED + r"|"
        # stop 36: a stockpile swallowed ("攒的药全吃完了"), a bottle or a box swallowed with
        # nothing named ("一瓶都吞了")
        r"(攒|囤|存)(的|了|下的|起来的|好的)" + G + r"{0,4}(药|片|安定|" + ZH_DRUG + r")" + G + r"{0,2}(都|全|全部|一口气)?(吃|吞|服)(完|光|掉|下去)(了)?" + ZH_NOT_ASKED
        # stop 38: insulin injected by the whole pen or by hundreds of units
        + r"|胰岛素" + G + r"{0,4}(打|注射|推)(了|进去)?(一整支|整支|一整管|整管|一整瓶|全部|[1-9][0-9]{2,}个?单位)"
        + r"|(一|整|一整)(瓶|盒|板)(都|全)(吞|咽)(了|下去|下|掉|光)" + ZH_NOT_ASKED + r"|" +
        # stop 32: a poison swallowed, said topic first or with 把 ("84消毒液我已经喝了")
        ZH_SWALLOWED + r"(我)?(已经|刚|刚刚|都|也)(喝|吞|灌)(了|下去|下|掉|光)" + ZH_NOT_ASKED
        + r"|" + ZH_SWALLOWED + r"我(喝|吞|灌)(了|下去|下|掉|光)" + ZH_NOT_ASKED
        + r"|" + ZH_SWALLOWED + r"(我)?(喝|吞)(了|下去|下|掉|光)(一|半|好几|几)(口|瓶|大口|杯|碗)" + ZH_NOT_ASKED
        + r"|(把|将)" + G + r"{0,4}" + ZH_SWALLOWED + G + r"{0,2}(喝|吞|灌)(了|下去|掉|光)" + ZH_NOT_ASKED + r"|"
        # stop 31: a drink and some of the pills taken, the rest next (in either order)
        r"(" + ZH_DRINK_OR_LIQUOR + r")" + ZH_PART + r"[^。！？\n]{0,24}(药|片|" + ZH_DRUG + r")[^。！？\n]{0,24}" + ZH_REST_NEXT + ZH_NOT_ASKED
        + r"|(药|片|" + ZH_DRUG + r")" + ZH_PART + r"[^。！？\n]{0,24}(" + ZH_DRINK_OR_LIQUOR + r")[^。！？\n]{0,24}" + ZH_REST_NEXT + ZH_NOT_ASKED
        + r"|(药|(?<![薯肉面饼鱼菜瓜])片|胶囊|安定|" + ZH_DRUG + r")" + G + r"{0,6}(倒|塞|灌|扔)(进|到)(了)?(嘴|喉咙)"
        r"|(药|片|胶囊|安定|" + ZH_DRUG + r")" + G + r"{0,8}往(嘴|喉咙)里(塞|倒|灌|扔|送)|(安定|" + ZH_DRUG + r")" + G + r"{0,2}(全|都)(干|闷)(了|掉)"
        r"|(安定|" + ZH_DRUG + r")" + G + r"{0,8}(全|都|整板|整盒|一板一板)" + G + r"{0,3}(嚼|咽|灌)(了|下|掉|碎)"
        r"|(就着|混着|和着|兑着|用)" + G + r"{0,6}(酒|二锅头|伏特加|啤酒|白酒|红酒)" + G + r"{0,8}(药|片|安定|" + ZH_DRUG + r")" + G + r"{0,4}(冲|灌|咽|吞|喝|送)(下去|下|了)"
        r"|(药|片|安定|" + ZH_DRUG + r")" + G + r"{0,8}(就着|混着|和着|兑着|用)" + G + r"{0,6}(酒|二锅头|伏特加|啤酒|白酒|红酒)" + G + r"{0,4}(冲|灌|咽|吞|喝|送)(下去|下|了)"
        r"|(药|片|安定|" + ZH_DRUG + r")[^。！？\n]{0,10}(整瓶|整盒|整板|一整|全部|都|全)[^。！？\n]{0,6}下肚"
        r"|(安眠药|安定|" + ZH_DRUG + r")" + G + r"{0,2}(都|全|全部)(吃|吞|服)(完|光|掉)了(?![^。！？\n]{0,12}(开|拿|买|配|复诊|续))|"
        r"(安眠药|安定|" + ZH_DRUG + r")" + G + r"{0,2}(吃|吞|服)(了|下了?|掉了?)" + G + r"{0,2}(一|两|几|半|整)(整)?(板|瓶|盒|把)|"
        # (stop 42, lead: by any of the amounts a drug is taken in, half a bottle too)
        r"(吃|吞|喝|服|嗑|磕)(了|下(去)?了?|掉了?|光了?)" + G + r"{0,4}" + ZH_DRUG_AMOUNT + G + r"{0,6}(药|片|粒|颗|胶囊|安定|" + ZH_DRUG + r")"
        + ZH_NOT_FOOD_PIECES + r""
        r"|(吃|吞|喝|服)(了|下(去)?了?|掉了?)" + G + r"{0,2}" + ZH_POISON
        # stop 37: a household chemical gulped, the verb first ("刚刚灌了半瓶洁厕灵")
        + r"|(?<!不小心)(?<!误)(灌|喝|吞)(了|下(去)?了?|掉了?)(大)?(半|一|整|一整|大半)(瓶|杯|碗|桶)(的)?(" + ZH_CHEMICAL + r")"
        + r"|(把|将)" + G + r"{0,10}(药|片|胶囊|安定|" + ZH_DRUG + r"|" + ZH_POISON + r")" + G + r"{0,4}(都|全|全部|一口气)" + G + r"{0,3}(吃|吞|喝|服|打|注射)(了|下|掉|光)"
        r"|(药|片|胶囊|" + ZH_DRUG + r")" + G + r"{0,2}(我)?(都|全|全部|一口气)(都)?(吃|吞|喝|服)(了|下|掉|光|咯|喽|啦)"
        r"|(吃|吞|服)(了|下了?)" + G + r"{0,2}(很多|好多|一堆|一大堆|一大把|一把)" + G + r"{0,3}(药|片)" + G + r"{0,10}[，,]?"
        + G + r"{0,6}(?<!还是)(?<!还)(?<!一直)(?<!依然)(?<!仍然)(头(好|很|有点|特别)?晕|想吐|吐了|好困|犯困|迷糊|模糊|心跳(好|很)?快|喘不上|站不稳|意识)"
    ),
    # stop 42: all of it taken, the medicine left to the turn before ("佐匹克隆还剩一盒" then
    # "刚才全吃了", "我刚都倒嘴里了"): an overdose only where the window names a medicine
    # (``rules._referred``, as the English "i took them all")
    "took_back": (
        r"(刚才|刚刚|刚|已经|一口气|一下子)(我)?(都|全|全部)(给)?(干吞|吃|吞|咽|服)(了|下去|掉|光|完)(了)?(?=[，。！？,.!?~～]|$)"
        r"|(都|全|全部)(给)?(干吞|吞|咽)(了|下去|掉|光)(了)?(?=[，。！？,.!?~～]|$)"
        # stop 44 (turns): "我全吃了", "我把它们都吃了": the speaker's clause, nothing else named
        r"|(?:^|(?<=[，。！？；,.!?;\s]))我(把)?(它们|那些|这些)?(都|全|全部)(给)?(吃|服)(了|下去|掉|光|完)(了)?(?=[，。！？,.!?~～]|$)"
        r"|(刚|刚才|刚刚|已经)?(都|全|全部)倒(进)?(了)?嘴里(了)?(?=[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(" + ZH_DRUG_AMOUNT + r")(都)?[，, ]?(我)?(刚|刚才|刚刚|已经)(都|全)?(干吞|吃|吞|咽|服|嗑|磕)(的|了|下去|掉|光)(了)?(?=[，。！？,.!?~～]|$)"
    ),
    # stop 42: a place or a moment where no one sees ("找了个没人去的山头", "没人的时候", "找个偏僻
    # 的地方"; not "没人认识我的地方", a new start): a when, beside a means in this turn or
    # another (``rules.TIME_ATOMS``); an outing or a sport there takes it as any time
    # stop 46 (zhready): a place no one finds, chosen by the speaker ("我找了一个没人找得到的地方",
    # "我已经选好了一个谁也找不到我的地方") or told of a place named ("那个地方很偏，不会有人找到"): a
    # place and an intent; one gone to where no one finds the speaker is a place only
    # (``hideaway_going``). A saying reported, a thing hidden there, a game or an errand there are
    # not the speaker's (``rules._scope``).
    "hideaway": (
        r"(我|这回|这次|特意|专门)(已经|早就|都|终于|特意|专门)?(找|选|挑|看|物色|踩)(好|到|中)?(了)?(一)?(个|处)?" + G + r"{0,6}?"
        r"(没人|没有人|谁都|谁也|不会有人|别人|不会被人|不会被)(能|会|都)?(找得到|找不到|找到|找得着|找不着|发现不了|发现)(我)?的"
        r"(地方|地儿|角落|位置|山头|林子)"
        # stop 49 (zhrisk): not a nap's, a cry's or a game's hiding place
        r"(?![^。！？\n]{0,8}(午睡|睡觉|睡午觉|看书|学习|复习|游戏|玩|躲猫猫|捉迷藏|哭|发呆|静一静|冷静|抽烟|吃|写|摸鱼|偷懒))"
        r"|(地方|那里|那儿|那边|偏|偏僻)" + G + r"{0,4}[，,]?(没人|没有人|谁都|谁也|不会有人)(能|会)?"
        r"(找得到|找不到|找到|找得着|找不着|发现)(我)?(?=[，。！？,.!?~～]|$)"
    ),
    "hideaway_going": (
        r"(去|到|躲到|躲进|逃到|跑到)(一个|个)?" + G + r"{0,4}(没人|没有人|谁都|谁也|不会有人|别人)(能|会)?"
        r"(找得到|找不到|找到|找得着|找不着)我的(地方|地儿|角落)"
    ),
    "unobserved": (
        r"(没人|没有人|没什么人|不会有人|很少有人|谁都不|谁也不)(会|能)?(去|来|在|经过|知道|找得到|找到|管|注意|上来|进来)?(过)?(的)?"
        r"(地方|地儿|山头|山上|山里|林子|树林|角落|河边|湖边|海边|江边|河滩|楼顶|天台|房子|屋子|房间|仓库|车库|时候|晚上|夜里|半夜|时间|那天|日子"
        r"|山崖|悬崖|崖边|码头|水库|桥)"  # stop 43
        r"|(偏僻|僻静|隐蔽|荒凉|荒僻)(的)?(地方|地儿|角落|山|山头|林子|树林|河边|湖边)"
        r"|(家里|宿舍|寝室|屋里|房间里|出租屋|办公室)" + G + r"{0,6}(就|只)(剩|有)(下)?(我|我自己)(一个)?(人)?(了)?(?=[，。！？,.!?~～]|$)"
        r"|(就|只)(剩|有)(下)?(我|我自己)(一个)?(人)?(在家|在宿舍|在寝室|在屋里)"
        # stop 43 (turns): the house left to the speaker then ("到时候家里就我一个")
        r"|(家里|宿舍|寝室|屋里|家)" + G + r"{0,4}(就|只)(我|我自己)一个(人)?(了)?(?=[，。！？,.!?~～]|$)"
        # stop 43: a moment after which no one watches ("巡完以后就没人管了", "那会儿没人")
        r"|(之后|以后|那会儿?|那个点)" + G + r"{0,6}(就)?(没人|没有人)(管|看着|看|巡逻|在|上来|上去|经过|走动)?(了)?(?=[，。！？,.!?]|$)"
        # stop 44 (turns): the house empty, the speaker left behind, kin away for a stretch ("晚上家里
        # 没人", "就我一个人留下", "要走半个月", "要到晚上才回来"); no one to watch or see ("没有监控",
        # "半夜几乎没人经过", "不会有人看见")
        r"|(家里|宿舍|寝室|屋里|家)(就|都|也)?(没(有)?人|空(着|了|下来|荡荡的?))(了)?(?=[，。！？,.!?~～]|$)"
        # stop 46 (zhready): the house empty for a stretch ("家里这几天没人")
        r"|(家里|宿舍|寝室|屋里)(这几天|那几天|这周|这礼拜|这个周末|周末|晚上|白天)(都|也)?(没(有)?人|空(着|了))(了)?(?=[，。！？,.!?~～]|$)"
        r"|(就|只)(剩)?(我|我自己)一个(人)?(留下|留在|待在|呆在)"
        r"|(爸妈|父母|家人|家里人|他们|她们|室友|舍友|老公|老婆|妈妈|爸爸|我妈|我爸)[^。！？\n]{0,14}(要|得)(走|去|住|待|呆)"
        r"(一晚|两晚|几晚|一夜|半个月|一个月|一周|一星期|一个星期|好几天|十几天|[两三四五六七八九十]天)"
        r"|(要|得)(到|等到)" + G + r"{0,6}才(回来|回家|到家)"
        # stop 46 (zhready): kin away for a stretch told by its days ("爸妈出差那几天", "半个月才
        # 回来") or welcomed ("室友这周回老家，正好"): the speaker left unwatched then
        r"|(" + ZH_KIN_AWAY + r")" + G + r"{0,8}(" + ZH_AWAY_FOR + r")[，,]?(的)?(就|就是|正好|刚好|趁)?(那几天|这几天|那几晚|那段时间|这段时间|期间|那一周|那周|那天|那晚)"
        r"|(" + ZH_KIN_AWAY + r")" + G + r"{0,8}(" + ZH_AWAY_FOR + r")" + G + r"{0,10}[，,](正好|刚好)(?=[，。！？,.!?~～]|$)"
        r"|(" + ZH_KIN_AWAY + r")" + G + r"{0,8}(" + ZH_AWAY_FOR + r")" + G + r"{0,4}[，,]?(要|得)?(一周|一个星期|半个月|一个月|好几天|十几天|[两三四五六七八九十]天)(以后|之后)?才(回来|回家|到家)"
        r"|(" + ZH_KIN_AWAY + r")" + G + r"{0,8}(" + ZH_AWAY_FOR + r")(了)?[，,]?(要)?(住|待|呆|玩|去|培训|学习|开会|进修|集训)?(上)?(一周|一个星期|半个月|一个月|好几天|十几天|几天|[两三四五六七八九十]天)"
        # the house asleep now, kin gone to a relative's or on a night shift ("他们都睡了", "家里
        # 人都去外婆家了", "老公夜班")
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(他们|她们|家里人|爸妈|父母|全家|家人|室友们?|舍友们?|大家)(都|全)(已经)?(睡|睡着|睡熟|睡下)(了)(?=[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(" + ZH_KIN_AWAY + r")(都|全)(去|回)(外婆|奶奶|姥姥|爷爷|外公|姥爷|亲戚|舅舅|姑姑|姨妈|大姨|小姨)家(了)(?=[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(" + ZH_KIN_AWAY + r")(今晚|这周|这几天|明晚|今天)?(值夜班|上夜班|夜班|通宵加班)(?=[，。！？,.!?~～]|$)"
        # kin not at home then, the house or the night left to the speaker ("今晚爸妈不在家", "这周
        # 家里就我", "晚上就我一个")
        r"|(今晚|今天晚上|明晚|这周|这几天|周末|这个周末|晚上)(" + ZH_KIN_AWAY + r")(都)?(不在家|没在家|都不在)(?=[，。！？,.!?~～]|$)"
        r"|(家里|宿舍|寝室|屋里)" + G + r"{0,4}(就|只)(剩)?(我|我自己)(了)?(?=[，。！？,.!?~～]|$)"
        r"|(家里)?(都)?没(有)?人在(家|宿舍)(?=[，。！？,.!?~～]|$)"
        r"|(?:^|(?<=[，。！？；,.!?;\s]))(晚上|今晚|夜里|半夜|这几天)(家里)?(就|只)(剩)?(我|我自己)(一个)?(人)?(了)?(?=[，。！？,.!?~～]|$)"
        r"|没(有)?(摄像头|监控|探头|保安|人巡逻|人看守|人看着)"
        r"|(几乎|基本上?|根本|一个人都|压根)?(没人|没有人|不会有人)(会)?(经过|巡逻|走动|看见|看到|看守|看管)(?=[，。！？,.!?~～]|$)"
        r"|(一个)?(人影|鬼影)(子)?都没(有)?(?=[，。！？,.!?~～]|$)"
        r"|(深夜|半夜|夜里|夜深|凌晨|天黑)" + G + r"{0,3}(人|车)(少|不多|很少|稀少)"
    ),
    # stop 42: a repeat told as rescue defeated: this time (or next) no one reaching, stopping,
    # saving or taking the speaker to hospital in time ("这次不会再让人拦住我了", "这次谁都别想把我
    # 送去医院", "下次没人来得及救我"): a prior attempt and an intent (``rules.py``)
    "death_asked": ZH_DEATH_ASKED,  # stop 49 (zhrisk): a means and an intent at once
    "rescue_foreclosed": ZH_NONE_SAVES,  # stop 49 (zhrisk): an intent, no ordinary frame's remainder
    "rescue_defeated": (
        r"(这次|这回|这一次|这一回|下次|下回|再来(一次)?(的话)?)[^。！？\n]{0,12}?(" + ZH_RESCUE_DENIED + r")"
    ),
    # stop 35: a pet's end asked about (a pet's euthanasia, how it may go without pain): the learned
    # layer's reading of "安乐死" and "走才不痛" is vetoed for its turn; nothing else is cancelled
    "pet_end": (
        r"(狗|猫|狗狗|猫咪|宠物|兔子|仓鼠|鹦鹉)" + G + r"{0,12}(癌|病|老了|瘫)[^。！？\n]{0,20}(安乐死|走(得)?(才)?(不痛|安详))"
    ),
    "hyperbole": (
        # stop 46: a jump wished after a thing's exasperation in the clause before, laughed off
        # ("这道题难死我了，我要跳楼了哈哈"); first, so the exasperation alone does not take its place
        r"(难|烦|累|气|多|卷|忙|饿|热|冷|困|吵|挤)死(我)?了[，,！!~～\s]{0,3}(我)?(真的|真|都|直接|好)?(要|想|快)(去)?"
        r"(跳楼|跳河|跳江|跳海|撞墙|去世|上吊)(了)?[啊呀吧~～!！]*(哈哈哈*|hhhh*|笑死|😂|🤣|😆)|"
        # stop 49 (psyweibo): the idiom of exasperation laughed off in the same breath ("想死的心都有
        # 了哈哈哈"); bare, it stays the wish the PsySUICIDE posts label medium
        r"想死的心都有了[啊呀吧~～!！]*(哈哈哈*|hhhh*|笑死|😂|🤣|😆)|"
        r"(直接|当场|原地)(一个|来个|来一个)(跳楼|上吊|去世|暴毙|升天|跳河)|"
        # stop 42 (lead): done for, by any adverb before it ("这回铁定死定了")
        r"死定(了|啦|喽|咯)|死翘翘|"
        # stop 35: exasperation at a thing ("这破手机卡得我死的心都有了")
        r"(卡|气|烦|急|吵|热|冷|笑|馋|困|饿|堵|慢|累)得(我)?(简直)?死的心都有(了)?|"
        r"(饿(?<!自己饿)(?<!活活饿)|笑|热|累|困|堵|难|气|烦|冷|忙|吓|疼|痛|丑|美|帅|虐|馋|渴|急|闷|挤|晒|吵|穷|懒|撑|羡慕|尴尬|无聊|爱|辣|酸"
        r"|甜|咸|香|冻|臭|丢人|郁闷|紧张)死(?!(了)?(也|都)(比|好过)活着)(?!(我)?自己)"
        r"|(?P<hyperbole_verb>(?!活|死|痛|难|苦)[\u4e00-\u9fff])" + G + r"{0,4}(?P=hyperbole_verb)(得|到)(我)?(都|快)?(想|要)死"
        r"|(累|困|忙|渴|挤|吵|闷|无聊|尴尬|丢人|难吃|难听|多|烦人)(得|到)(我)?(都|快)?想死"
        r"|(复习|学习|备考|刷题|做题|背书|上课|赶稿|赶工|练琴|带娃|带孩子|带小孩)(得|到)(我)?(都)?(快)?(想|要)死"
        r"|(写|做|改|背|考|学|练|跑|搬|赶|排|等|开会|刷|抄|算|洗|打扫|收拾|骂|训|念叨|折腾|站|坐|走|爬|蹲|骑|加)(得|到)(我)?(都)?(快)?(想|要)死"
        r"|(得|到)(我)?(都|快|真的)?(不想活|想死|要死|活不下去)(了)?[啊呀吧~～!！]*(哈哈哈*|hhhh*|笑死|😂|🤣|😆)"
        # round ten: any jump wished by what a task or a game did, laughed off ("打得我想跳楼哈哈")
        r"|(?<!活)(?<!过)(?<!日子)(?<!人生)[\u4e00-\u9fff](得|到)(我)?(都|快|真的)?(想|要)" + G + r"{0,8}(跳楼|跳河|跳江|跳海|跳桥|跳下去|撞墙|去世|上吊)(了)?[啊呀吧~～!！]*(哈哈哈*|hhhh*|笑死|😂|🤣|😆)"
        r"|(?<!不是)(?<!没)(?<!别)开玩笑|说着玩|玩笑话|随口(说|一说)|(气|烦|笑|吓|热|冷|饿)得(我)?(都)?(想|要)死"
        r"|(多|忙|累|烦|难|贵|挤|吵|热|冷|饿|困|疼|痛|臭|慢|烦人|无聊|难吃|难看)(到|得)(快)?要死"
        r"|活在(别人|他人|父母|爸妈|家人|大家|你们|他们|她们|他|她)的(期待|期望|眼光|阴影|安排|控制|评价)(里|中|下)|不想活成" + G + r"{1,8}(那样|这样|的样子|一样|那种人)"  # stop 30: a way of living
        r"|消失" + ZH_SPELL + r"|想死你|想死(您|他|她|你们|他们|她们|宝宝|宝贝|大家|闺蜜|兄弟|姐妹|亲爱的)(了|啦|咯|喽)|当场(消失|去世|死亡|升天)|原地(消失|爆炸|升天)|(尴尬|丢人|丢脸|羞|社死)(到|得)" + G + r"{0,4}(消失|钻|去世)|社死|原地去世|地缝"
        r"|(?<!活)(?<!日子)(?<!人生)(难|烦|气|忙|累|卷|多|考|背|写|做|改)(得|到)(我)?(都)?(快)?想(跳楼|跳河|撞墙)"
        r"|(题|作业|考试|论文|报告|代码|数学|物理|化学|英语|功课|课)" + G + r"{0,6}(难|烦|多|卷)(得|到)(我)?(都)?(快)?想从" + G + r"{1,6}(跳下去|跳楼|跳河)"
        r"|(要|快)?被" + G + r"{0,6}(逼疯|气死|累死|笑死|烦死)|(逼|害|气|吓)死我"
        r"|(熬夜|再熬|加班|通宵|连轴转)" + G + r"{0,6}(要|快|会|得)猝死"
        # stop 31: a laugh or a chore told as being done for ("太好笑了吧我死了", "我人没了，老板又让我加班")
        r"|(?<![可取嘲])(好笑|搞笑|笑|逗)" + G + r"{0,8}我(人)?(都)?(死了|没了)(?![也都就])|(笑|累|忙|气|困|饿)(得|到)我人(都)?没了"
        r"|我人(都|直接)?没了[，,]?" + G + r"{0,12}(加班|作业|考试|老板|上课|早八|ddl|开会|排队|堵车|论文|报告|上班)"
        # stop 31: worn out after a named task ("会开了五个小时，我快死了"), or with rest after it
        r"|(考完|忙了|加了|开了|跑了|干了|爬了|搬了|带了|写了|练了|值了|改了|背了)" + G + r"{0,4}(一天|一整天|整天|半天|一上午|一下午|一晚上|一宿|通宵"
        r"|[0-9一二三四五六七八九十两几]+(个)?(小时|天|趟|公里|圈|页|遍|门|科)|作业|论文|报告|代码|家|班|会|外卖|试|最后一科|最后一门)"
        + G + r"{0,8}[，,]?(我)?(整个人)?(都|真的|是)?(要|快)(累)?死了"
        r"|(要|快)死了[，,]?(先|得|要|赶紧|回去|回家)?(就)?(睡|躺|休息|歇|补觉)"
        r"|(报告|作业|论文|考试|方案|稿子|代码|ddl|deadline|ppt|加班|开会|值班|(?<!活得)(?<!活着)(?<!日子)(好|太|很|超)(忙|困|饿|热|冷|晒|挤|吵|无聊))" + G + r"{0,10}[，,]?(我)?(真的|真|快|就|是)?要(累|忙)?死了(?=[，。！？,.!?~～]|$)"
    ),
    "media": (
        r"(吃鸡|王者|原神|英雄联盟|和平精英|我的世界|狼人杀|剧本杀|蛋仔|第五人格|金铲铲|永劫无间)(里|中|里面|上)"  # round ten: a game
        r"|电影|电视剧|剧里|这部剧|这个剧|这剧|追剧|好哭|话剧|台词|小说|故事|新闻|(?<!天堂)(?<!地府)(?<!阴间)(?<!那儿)(?<!那里)报道|报纸(?!" + G + r"{0,2}(糊|封|堵|塞|贴|包|垫))|(?<![听唱放遍次])这首歌|歌里|歌词|角色|主角|男主|女主|主人公|男二|女二|游戏里|(?<![夹塞藏压放]在)(?<![夹塞藏压放]进)(?<![夹塞藏压放]在[那这一]本)(?<![夹塞藏压放]进[那这一]本)书里|课上|历史课"  # stop 39: a song played is no frame
        r"|语文课|课文|动漫|漫画|综艺|纪录片|屈原|身亡|(自杀|轻生|死亡?)(这)?(个)?(两个字|词|的?话题|预防|干预|热线|相关)"
        r"|(有|存在)(自杀|轻生)(的)?(念头|倾向|想法)的(朋友|人|同学|家人|孩子)|相关知识|的知识|知识点|自杀预防|心理课|心理学|学心理|老师讲|科普|讲座|论文|去世(?!了|后|以后|之后|前|那|的)|逝世|自杀率|自杀者|自杀的人|闹自杀"
        # stop 30: a meme about it
        r"|(遗书|跳楼|自杀|死亡|去世|上吊|割腕)梗|梗图|表情包|段子"
    ),
    # Gaps sealed (a room made airtight) make charcoal or gas no cookout and no heating.
    "seal": (
        r"(门|窗|门窗|窗户|窗缝|门缝|缝隙|缝|通风口|排气扇|排风扇)" + G + r"{0,6}(封|堵|塞|贴|糊)(好|死|上|住|严|满)"
        r"|(胶带|毛巾|湿毛巾)" + G + r"{0,6}(封|堵|塞)(好|死|上|住|严|满)?"
    ),
    # A letter or gift to be opened on a day far ahead in the reader's life (a time capsule) is no
    # farewell: a milestone of theirs, not the writer's absence (``长大以后`` stays a farewell).
    "keepsake": (
        r"(等|到|在)" + G + r"{0,8}(上大学|上高中|上初中|上中学|考上大学|成年|满十八|十八岁|18岁|二十岁|结婚|毕业|成人礼|高考|(\d+|[一二三四五六七八九十]+)岁(生日)?)"
        + G + r"{0,6}(再|才|时|的时候|那天|以后|之后)?" + G + r"{0,4}(看|读|打开|拆|给)|时光胶囊|时间胶囊|成人礼|写给(未来|将来|十年后|二十年后)的?(自己|我)"
    ),
    # Holding back ("一直在克制", "忍住了没跳") says the urge is there: a denial beside it is no negation.
    # So do self-persuasion ("说服自己不要想死") and a counterfactual's consequent ("如果不是心情低落，
    # 我也不会想着去割自己": the condition holds, so the act does).
    # Stop 49 (zhrisk): the legs out over the sill or the edge: no ordinary use of its sentence
    # (a breeze, a song) makes it one (``rules.UNORDINARY``)
    "legs_out": r"(腿|脚)" + G + r"{0,4}(跨|伸|悬|探|荡|垂|放)(了)?(出去|到外面|在外面|在半空|在空中|在(窗户|窗|窗台|栏杆|护栏|阳台|楼|天台|楼顶|屋顶|桥|大桥)(的)?(外(面|边|头)|边(外|上)))",
    "restraint": r"克制(住)?(自己)?(?!(住)?(自己)?的?(情绪|脾气|食欲|饮食|购物|消费|嘴|体重))|忍住(了)?|强忍(着)?|拼命忍|按捺(住)?|压抑着"
    r"|(说服|劝|告诉|提醒|骗)(了)?(我)?自己|(跟|对)自己说"
    r"|((如果|要是|若|倘若)" + G + r"{0,6}(不是|没有|没)|要不是)" + G + r"{1,12}[，,]" + G + r"{0,4}(也|就|才)?不会",
    # "…开玩笑的" said of what came before takes back ideation in its sentence ("不是开玩笑" does not).
    "joke": r"(?<!不是)(?<!没)(?<!别)(?<!在)开玩笑(的|啦|哈|呢|而已)?(?=[，。！？,.!?~～）)]|$)|开个玩笑|说着玩的|逗你(的|玩)|(就是|只是|都是|也就是)(在)?(吐槽|发牢骚|抱怨|说说而已|随便说说|嘴上说说)",
    # A joke tag in brackets or texting ("（开玩笑）", "手动狗头") takes back everything its
    # sentence says, a method too (round nine); "（不是开玩笑）" is no tag.
    "joke_tag": r"[（(]\s*(开个?玩笑|玩笑(话)?|狗头|doge|jk)|手动狗头|狗头保命|\[狗头\]",
    "hypothetical": r"问(我|过我)" + G + r"{0,4}(有没有|是否|会不会|想没想)|假如(?!(真的?)?有(来世|来生|下辈子|天堂|另一个世界|那边|另一边)[，,]?(等(着)?我|(我)?(很快|马上)))|假设|如果有人|打个比方|比如说|理论上|万一有人|除非",
    "stockpile": (
        # stop 32: prescribed medicine not taken and kept, kept "enough", taken from work to use
        r"(药|片|" + ZH_DRUG + r")[^。！？\n]{0,12}" + ZH_NOT_TAKEN + r"[^。！？\n]{0,12}" + ZH_KEPT_AWAY
        + r"|偷偷(留|攒|藏|存)(了)?(几|一些|一点|好多|很多)?(片|颗|粒|支)"
        r"|(药|" + ZH_DRUG + r")[^。！？\n]{0,12}(都|全)(留着|攒着|存着|藏着)[^。！？\n]{0,6}够了"
        r"|(药|" + ZH_DRUG + r"|" + ZH_POISON_NAMES + r")[^。！？\n]{0,12}" + ZH_FROM_WORK + r"[^。！？\n]{0,16}" + ZH_USED_ON_SELF + r"|"
        # probe 18: a medicine and a drink laid out together ("伏特加和一整瓶处方药就摆在我面前"),
        # not asked about ("处方药能和酒一起吃吗")
        "(" + ZH_DRINK + r")[^。！？\n]{0,16}(药|片)[^。！？\n]{0,16}(" + ZH_LAID + ")" + ZH_NOT_ASKED
        + "|(药|片)[^。！？\n]{0,16}(" + ZH_DRINK + r")[^。！？\n]{0,16}(" + ZH_LAID + ")" + ZH_NOT_ASKED
        + r"|(药|片)[^。！？\n]{0,20}(旁边|边上)?(放着|摆着|还有)" + G + r"{0,4}(" + ZH_DRINK + ")" + ZH_NOT_ASKED + r"|"
        r"攒(了|好|够)?(一|两|整|几)(瓶|盒|板)(了)?(?=[，。！？,.!?]|$)|" + ZH_SAVED + r""
        r"|(药|片|粒|颗)[^。！？\n]{0,12}数(了|过|好)(一|两|三|几|好几)(遍|次)"
        r"|攒(的|了|下)(那些|这些|那么多)[^。！？\n]{0,8}够(我)?睡"
        r"|药[^。！？\n]{0,10}(分(了)?(好几|几|很多|好多)次|在(不同|好几|几)(家|个)(的)?(地方|药店|药房))[^。！？\n]{0,6}买"
        r"|(药|片|粒|颗)[^。！？\n]{0,30}(已经|早就|都|终于)攒够了(?=[，。！？,.!?]|$)"
        r"|(所有|全部)的?" + G + r"{0,10}药" + G + r"{0,4}(混|掺|倒)(在|到)(了)?一起"
        r"|凑(够|齐|满|到)" + G + r"{0,2}([0-9]+|[一二三四五六七八九十百几两]+)(片|颗|粒|瓶|盒|板)(药|安眠药)?(?=[，。！？,.!?~～]|$)"
        r"|(一|半)(颗|片|粒)(都|也)没(吃|吞)[^。！？\n]{0,6}(留着|攒着|存着|藏着|收着)"
        # stop 31: a blade held to the wrist for a while ("刀一直抵在手腕上，一个小时了")
        r"|(刀|刀片|剪刀|美工刀)(一直|已经)?(抵|架|按|贴|压)在(我的)?(手腕|脖子|喉咙|胳膊|手臂)(上)?[^。！？\n]{0,10}(一个(多)?(小时|钟头)"
        r"|(半|几|两|三)(个)?(小时|钟头)|[0-9一二三四五六七八九十几]+分钟|好久|很久)"
        r"|(跑|去|走|换)(了)?" + G + r"{0,2}(两|三|四|五|六|几|好几|[2-9])家" + G + r"{0,3}(药店|药房)[^。！？\n]{0,6}每家" + EACH_BOUGHT
        + r"|(药店|药房)" + G + r"{0,3}(跑|去|走|换)(了)?(两|三|四|五|六|几|好几|[2-9])家[^。！？\n]{0,6}每家" + EACH_BOUGHT + r""
        r"|(药|片|粒|颗)[^。！？\n]{0,12}数(了|过|好)[^。！？\n]{0,12}(应该|肯定|绝对|足够|完全|估计)?(是)?够(了|用了)(?=[，。！？,.!?]|$)"
    ),
    "disposal": (
        # stop 33: a treatment's drug thrown away is care refused, not a means given up
        r"(?<!降压)(?<!靶向)(?<!心脏)(?<!抗凝)(?<!排异)(?<!病的)(药|安眠药|刀片|刀|绳子|炭|它们|它)" + G + r"{0,6}((扔|丢|冲)(掉|了|走)|倒掉|(扔|丢|冲|倒)进(了)?(马桶|垃圾|下水道|水槽|厕所|河里)|放回)"
        r"|((扔|丢|冲)(掉|了)|倒掉)" + G + r"{0,4}(药|刀片|刀|绳子|炭)"
        # stop 47: poured out to be thrown away, or out of date and thrown ("药都过期了，倒出来扔了")
        r"|(倒|拿|清|翻)(出来|出)(就|后|以后|之后)?(都)?(扔|丢|冲)(了|掉)|过期(了)?[^。！？\n]{0,10}(扔|丢|冲|倒)(了|掉)"
        r"|(交给|给)" + G + r"{0,6}(保管|收着|锁起来)|上交(了)?"
        r"|(药店|药房|医院|社区)" + G + r"{0,3}(回收|销毁)|回收(箱|点)"
    ),
    # stop 34: a hurt in the kitchen, a pet's scratch, a thing burnt (a mishap reaches self-harm)
    "mishap": (
        r"(做饭|做菜|切菜|炒菜|烧菜|削苹果|削皮|剁肉|剁馅)" + G + r"{0,6}(弄伤|切到|割到|烫到|划到|伤到)"
        r"|(?<!故意)(切|割|划|烫)(到|伤)(了)?手指|(猫|狗|兔子|仓鼠|鹦鹉)(抓|咬|挠)(的|伤|了|破)"
        r"|被(猫|狗|兔子|仓鼠|蚊子|鹦鹉)(抓|咬|挠|叮)"
        # stop 49 (zhwide): a cut by paper, glass or a nail met by chance ("手指被纸划了个口子")
        r"|被(纸|纸张|书页|玻璃|碎玻璃|铁皮|树枝|钉子|易拉罐)(划|割|扎|刮)"
        # stop 49 (zhwide): a fall's graze (a wound not stopping beside help refused is read now)
        r"|(膝盖|腿|小腿|手肘|胳膊肘|下巴|额头|脑门|脸)(上)?(摔|磕|蹭|擦)(破|伤|出血)|(摔|磕|蹭|擦)(破|伤)(了)?(膝盖|腿|手肘|下巴|额头|脑门|脸|皮)"
        r"|摔(了)?(一|个|好大一)?跤"
        r"|(烫|烧)(坏|破|穿|焦)(了)?(沙发|衣服|桌子|桌面|床单|地毯|被子|裤子|窗帘|袖子|地板)"
        r"|(裁|剪)(布|布料|衣服|纸|线头|窗花)的时候"  # stop 38: a slip of the scissors at a craft
        r"|(刮胡子|刮腿毛|刮毛|剃须|剃毛|修眉|剪指甲)的时候"  # stop 39: a slip while grooming
        r"|(猫|狗|猫咪|狗狗|小猫|小狗|兔子|仓鼠|鹦鹉)[^。！？，,\n]{0,8}把我(的)?"  # a pet's scratch
        r"|(太|好|很|特别|超)痒|痒(得|死)|(蚊子|虫子)(咬|叮)(的|了|得)|湿疹|荨麻疹|起疹子"  # an itch scratched
        # stop 47: blood that is no wound's (a nosebleed, the gums, a period)
        r"|鼻血|鼻子(又)?(出血|流血)|牙龈(出血|流血)|牙(出血|流血)|(例假|月经|姨妈|生理期|大姨妈)"
    ),
    "accident": r"(水|汤|锅|油|杯子)" + G + r"{0,2}(太|好|很)烫|被(?!自己|我)" + G + r"{0,3}(溅|烫|划|割|扎|刮|咬|抓)(到|伤|了)|炒菜|煮饭|烧饭|烧菜|切菜|切到手|误食|误服|误吃|误喝|喝错(了)?(药|东西)|吃错(了)?(药|东西)|食物中毒|(衣服|被子|床单|东西)(都|全)?掉(了|一地|下来|到地上)|掉了一地|救生员|溺水|(跳|下)(进)?(江|河|海|湖|水)(里)?(去)?救(人|起|上来|出|孩子)|见义勇为|抽筋|呛水|意外|不小心|失足|滑倒|掉(进|下)|落水|(?<!跳)掉(到)?水里|摔(倒|跤|的|伤)|磕(的|伤)|手术(?!(我)?(也|都)?(不做了|不动了))|烫伤的",
    "work_weary": r"不想(再)?(加班|上班|上学|上课|工作|学习|读书|考试|努力|卷)|不想(再)?(去)?(学校|公司)|不想(再)?(学|读|念|干)了"
    # stop 31: a carer worn out by hospital visits
    r"|(去|在)(医院|病房)" + G + r"{0,4}(陪|照顾)|陪床|陪护|(天天|每天)(去)?照顾(他|她|我爸|我妈|爸|妈|奶奶|爷爷|外婆|外公)"
    # stop 31: school or a task, then "不想去了" / "想放弃" about it
    r"|(上学|学校|上课|上班|补习班)" + G + r"{0,8}[，,]?" + G + r"{0,4}不想(再)?去了|(题|作业|学习|考试|减肥|练琴|背书)" + G + r"{0,8}[，,]?" + G + r"{0,6}想放弃"
    r"|(就|要)考试了|还没复习|没复习完"
    # stop 34: tired from a day's hardship ("加班好累", "带娃好累", "搬家累死了")
    r"|(加班|上班|带娃|带孩子|搬家|装修|爬山|跑步|直播|复习|开会|出差|干活|通宵|军训|练车|打工)" + G
    + r"{0,8}(好|太|真|超|很|特别)累|(加班|带娃|带孩子|搬家|装修|爬山|跑步|直播|复习|干活|通宵|军训)" + G
    + r"{0,4}累死",
    "counseling": r"活下去的理由|(咨询师|咨询老师|心理医生|治疗师)(让|叫|要|建议|布置)"
    # stop 35: not wanting to go on suffering "like this" beside a goal for the session
    # (each the last clause of its sentence, so that nothing else is said after them)
    r"|(试一试|试试|好起来|好一点|建议|改变)[^！？\n]{0,16}不想(再)?(一直|整天|继续)?(这样|这么)?(继续)?痛苦(下去)?(了|啊)?(?=[。！？.!?~～]|$)"
    r"|不想(再)?(一直|整天|继续)?(这样|这么)?(继续)?痛苦(下去)?(了)?[^。！？\n]{0,16}(试一试|试试|好起来|好一点|建议|改变)[^，。！？,.!?\n]{0,8}(?=[。！？.!?~～]|$)"
    # stop 31: a goal asked of the counsellor: a named distress to get rid of, a way to find, help
    r"|(希望|想|盼望)(自己)?(能够|能|可以)?(尽快|早日|早点)?(摆脱|走出|缓解|减轻|克服|改善)(这种|这些|这段|这个|目前的|现在的|我的|内心的)?"
    + G + r"{0,4}(痛苦|焦虑|困扰|担忧|自卑|情绪|状态|压力|阴影|恐惧|问题|困境)"
    r"|(如何|怎么|怎样|该怎么)(做)?(才能)?(摆脱|走出|缓解|减轻|克服)|找到" + G + r"{0,6}(解决|应对)" + G + r"{0,4}(办法|方法)"
    r"|(希望您|希望老师|希望咨询师|请您|麻烦您)(能)?(帮|给)"
    r"|只有(放下|忘记|忘掉|原谅|接受|改变|面对)" + G + r"{0,6}[，,]?" + G + r"{0,3}才能(摆脱|走出)"
    r"|(?<![有没])(是)?什么意思(呢|啊|呀)?[？?]"  # stop 31: a word just heard, asked about
    r"|积极配合|越来越好|看看(这个|外面的)世界",  # stop 31: a session's thanks, the world to see
    # Words with 死 that name no death of the speaker's (死记硬背, 死磕, 死党; the dead remembered,
    # 死去的爷爷): they only keep the learned layer from a turn with no signal of its own.
    # stop 48 (overread): giving up on someone or a hope ("死了心才能摆脱他", "对他彻底死心了")
    "idiom": r"死了(这条|那条)?心|死心(了|吧|塌地)?|死记硬背|死磕|死机|死党|死角|死对头|死缠烂打|死守|死心眼|死脑筋|养活|干活|活儿|灵活|快活|活泼|(死去|去世|过世|已故)的"
    r"(爷爷|奶奶|外婆|外公|姥姥|姥爷|爸爸|妈妈|父亲|母亲|亲人|家人|朋友|同学|小狗|小猫|狗|猫|宠物)",
    "disavow": r"(这种|这样的|那种)(事|事情|傻事)" + G + r"{0,4}(是)?(绝对|从来|永远|肯定)?(不会|不可能|不敢)(去)?(做|干)",
    # stop 31: a dream told (第二个梦是我站在高楼的阳台上): cancels what it spans in its clause
    "dream": r"(?<!睡)梦(是|里|中|见|到)" + G + r"{0,24}|(做梦|噩梦|做了(一)?个梦|做(一)?个梦)" + G + r"{0,24}",
    # stop 31: purging to lose weight (手指抠喉催吐): no cut or burn made by a finger
    "purge": r"催吐|抠(喉|嗓子|喉咙)|刺激(喉咙|嗓子)|吐出来|吐掉|呕出来",
    "fear": r"(害怕|恐惧|担心|怕|感觉|觉得)" + G + r"{0,6}(要|快|会)死",
    # stop 31: death feared, not wished ("害怕离开这个世界", "想到死亡就害怕"): cancels only the wish it
    # spans, so "想死又怕死" keeps its wish; no wish or act between the fear and the death
    "dread": (
        r"(?<![不没])(?<!不会)(害怕|恐惧|怕)" + r"[^，。！？；,.!?;\n…想要去自杀割跳吃吞]{0,5}"
        r"(离开(这个)?(世界|人世|人间)|(这个世界)?再也见不到我|一直睡下去|醒不过来|死亡|死掉|死去|死后)"
        r"|(?<![不没])怕死|(想到|一想到|提到|说到|想起)死(亡)?(的时候|时)?[，,]?" + G + r"{0,8}(?<![不没])(害怕|恐惧|心慌|发抖|恐慌|紧张)"
        r"|会不会" + G + r"{0,8}(一直睡下去|醒不过来|再也醒不)"
    ),
    # stop 41: the listener asked why they read a wish into the speaker ("你怎么会觉得我想自杀",
    # "你为什么以为我想死"): their reading, doubted; 知道 / 看出 take it as true and are no doubt
    "doubted": r"你" + G + r"{0,2}(为什么|为啥|怎么|咋|凭什么)(会|老|总|总是|老是|还|就)?(以为|觉得|认为|当成|误会)(我|自己)",
    # stop 41: comfort or advice given to someone else ("我安慰闺蜜说，想死只是一时的念头"): the
    # mirror of words to oneself; what follows is about the listener unless it names 我
    "advising": r"(安慰|劝|劝说|开导|鼓励|宽慰|说服|提醒)(了)?",
    # stop 31: a burden in someone's eyes, worried about ("不想让他觉得我是个负担")
    "seen_as": (
        r"(不想|不愿意|不愿|怕|担心|害怕)(让)?(他|她|别人|人家|对方|大家|朋友|男朋友|女朋友|同事|室友)(觉得|认为|嫌弃?)(我|自己)"
        r"(就)?(是)?(个|一个)?" + ZH_BURDEN
    ),
    "resolved": (
        r"(下来|如今|后来|(年|个月|周)(后|以后|之后))" + G + r"{0,2}好多了|已经过去了|现在(我)?(已经|都|早就|早)?(好多了|好了|很好|挺好|不会了|没事了)|现在" + G + r"{0,3}(过得|活得|生活得)(很|挺|还|蛮|比较)?(好|不错|开心|快乐|充实|踏实)|已经" + G + r"{0,6}(没有|不再)|走出来了"
        r"|是" + G + r"{0,6}(帮|陪|带)(我|着我)走(了)?出来的|(得以|终于|慢慢)走出(了)?(来|那段|阴影|低谷)|才(得以)?走出(了)?(那段|阴影|低谷)"  # stop 31
        r"|现在" + G + r"{0,8}[，,]" + G + r"{0,3}(好多了|好了很多|没事了)"  # stop 31: "现在上大学了，好多了"
        # stop 33 (probe 35): a resolve to live now ("但现在我想好好活下去")
        r"|(?<![不没别])(想|要|会)(好好|努力|认真)(地)?(活着|活下去|过日子)"
        # stop 34: a resolve to go on with treatment, a transplant's donor found
        r"|(不想|不会|不能|不要|绝不)放弃[^。！？\n]{0,12}(坚持下去|坚持治疗|住院|化疗|接着治|继续治|配合治疗|好好治)"
        r"|等到(了)?(肾源|肝源|供体)|(配型|移植)成功"
        r"|珍惜(生活|生命)|都过去了|早就不|戒掉了|康复|庆幸|回头看|回想起来|挺过来|熬过来"
        # stop 47: happy now ("现在有了女儿，每天都很开心"), not a calm before an end; never again
        # dared ("这次再也不敢了", "滴酒不沾")
        r"|现在[^。！？\n]{0,12}(很|挺|特别|非常|都很|都挺|每天都很|每天都挺)(开心|幸福|快乐|满足)"
        r"(?![^。！？\n]{0,12}(解脱|结束|走了|离开|不用再|要走|再见))"
        r"|(再也|以后再也|这辈子再也|以后都)不敢(了|喝|碰|做|这样|乱来)|滴酒不沾|戒酒了"
        # stop 43: looking back on it now as foolish or funny ("现在想想好笑", "现在回想都觉得傻")
        r"|现在(想想|想起来|回想|回头想)" + G + r"{0,4}(好笑|可笑|傻|幼稚)"
        r"|再也没(有)?(那样|这样|这么)?(想|做)过|(稳定|好转|平稳)(了)?(很多|多)了|规律(治疗|服药|吃药|复诊)"
        r"|已经" + G + r"{0,3}不(会|再)" + G + r"{0,2}了(?=[，。！？,.!?]|$)"
        r"|(这|近|最近)(几|两|一)(年|个月)" + G + r"{0,3}(好多了|好了|稳定|好转|(挺|很|还|都)(好|不错|平稳))|现在(很|挺|比较|都|一直)?(稳定|平稳)|现在过得" + G + r"{0,2}(挺好|很好|不错|好多了)"
        r"|(状态|情绪|心情|生活|工作|日子|情况|病情)" + G + r"{0,3}(很|挺|还|都|比较)?(不错|稳定|好多了|平稳)"
        # stop 39: a life going on told as good, a recovery, a course of treatment tapered or no
        # recurrence since, the thoughts seldom now ("日子挺好", "恢复得很好", "医生说可以减药了")
        # stop 40: stability reached and kept, or a condition held well in hand ("治疗以后已经很稳
        # 定了", "已经稳定下来了", "现在吃药控制得很好")
        r"|(已经|一直|都)(很|挺|比较|非常|都)?(稳定|平稳)(了|下来)?|稳定下来(了)?|控制得(很|挺|还|比较|非常)?(好|不错|稳定)"
        r"|(日子|生活)(过得)?(很|挺|还|蛮)好|恢复得?(很|挺|还|比较)?(好|不错)|(可以|开始|已经)(减药|停药)"
        r"|(没|没有|未|不再)(再)?(复发|犯过|发作过)|很少(再)?(有|想)" + G + r"{0,4}(想法|念头|那样想|这样想)"
        r"|现在" + G + r"{0,10}[，,](都)?(过得|活得)?(很|挺|比较|一直|还)?(稳定|平稳|不错|挺好|很好)(的|了)?(?=[，。！？,.!?]|$)"
        r"|(这|近|最近)[几两一二三四五六七八九十]+(年|个月)" + G + r"{0,4}(都|再)?(没(有)?|不)(再)?(割|划|犯|发作|想|有过|伤害)?(过)?(了)?(?=[，。！？,.!?]|$)"
        r"|现在[^。！？\n]{0,8}珍惜"
        r"|已经戒掉|戒掉(了)?(好)?[一两三四五六七八九十几]?(年|个月)"
        r"|幸好|幸亏|疤" + G + r"{0,2}(淡|浅|消)了|好了(很多|不少|许多)"
        r"|(按时|坚持|规律|按医嘱)(吃药|服药|治疗|复诊|看医生)|药" + G + r"{0,2}(按时|按量|规律)(吃|服)"
        # stop 48 (overread): a medicine taken by the leaflet since ("现在都严格按说明书吃")
        r"|(按|照|遵)(着)?(说明书|医嘱|剂量|用量)(来)?(吃|服|用)"
        # stop 30: the spec's own resolved past ("那是三年前的事了")
        # stop 43 (turns): the act told before denied by a pointer back ("但我不会那么做的")
        r"|(不会|绝不会|绝对不会|不可能|再也不会)(再)?(那么|那样|这么|这样)(做|干)(了|的)?"
        r"|(?<=[前候年])的事(情)?了|(早|都)(就)?过去了|过去的事了"  # the time itself is the past atom
        # stop 38: now better and better, or now in a role that helps others through
        r"|现在[^。！？\n]{0,16}越来越好|现在" + G + r"{0,4}(当|做|是|成了|成为)" + G + r"{0,4}(志愿者|咨询师|心理老师|社工|接线员|护士|医生)"
        r"|(帮|陪|帮助)(别人|更多(的)?人|其他人|和我一样的人)" + G + r"{0,4}走出来"
    ),
    "past": (
        # stop 48 (overread): the last time, dated only by a mishap told after it ("上回喝酒喝到洗胃")
        r"(上次|上回|上一(次|回))(?=[^。！？\n]{0,16}(洗胃|进(了)?医院|急诊|吃多了|喝多了|吃错|喝到))|"
        r"那段|那阵子|以前|曾经|去年|前年|那年|当年|[一二三四五六七八九十几]+(岁)?出头(的)?(时候|那会)|"
        r"[十二三四五六七八九]?[几0-9一二三四五六七八九十]{1,2}岁(?=(那年|那会|时)?(割|吞|跳|吃|烧|喝|自杀|上吊|想过|有过))|上学期|那时候?|当时|小时候|高中|初中|大学(的)?时(候)?|读书(的)?时(候)?|上学(的)?时(候)?|[0-9一二三四五六七八九十几两]+年前|年轻的时候|那次|前(几|两|些)年|有段时间|有一阵(子)?|[十二三四五六七八九]?[几0-9一二三四五六七八九十]{1,2}岁(的)?(时|时候)"
        # stop 43: a stage of life gone by, told by its "back then" ("大学那会儿", "刚工作那几年",
        # "读研期间")
        r"|(小学|中学|高中|初中|大学|读研|读博|读书|上学|刚工作|刚毕业|刚结婚|青春期|年轻)"
        r"(的)?(那会儿?|那阵子?|那几年|那段时间|期间|时候)"
    ),
    # A past that came back: no resolved past cancels it (``rules.py``).
    "relapse": r"又(开始|冒出来|回来|有了|出现|想|来了|犯了|割|划|烫|伤害)|(?<![没未])(?<!没有)(?<!没再)(?<!不再)复发|(最近|这周|这几天|这阵子)又",
    "prescription": (
        r"(?<!打)开" + G + r"{0,3}药|跑医院|医生|大夫|开的药|处方|复诊|剂量|一次" + G + r"{0,4}吃几|几片比较|能一起吃|一起吃吗|减(到|量|药)|副作用|开药|医嘱|药盒|分药|早中晚|药" + G + r"{0,2}吃完|(去|到)(医院|诊所|药房|药店)" + G + r"{0,3}开"
        # stop 44 (turns): a refill at the pharmacy ("我去药房续了三个月的")
        r"|(医院|诊所|药房|药店)" + G + r"{0,3}(续|配|补)(了|好)?|续(了|开|配)(药|处方)"
        r"|(帮|给|替)(他|她|爷爷|奶奶|外婆|外公|姥姥|姥爷|爸|妈|老人)" + G + r"{0,4}(分|装|摆|备)好"
        r"|(今天|现在|已经|感觉|吃了(药)?)(就)?(好多|好些|好点|舒服多)了|停药|"
        # stop 36: a medicine that helped, or one that has not helped yet ("晕船药吃了，还是想吐")
        r"(?<=[，,])(就|都)?(好多|好些|好点|舒服多)了|(头|胃|肚子)?不(晕|疼|痛|难受)了"
        r"|(药|片)[^。！？\n]{0,6}(还是|仍然|依然)(有点|很)?(想吐|恶心|头晕|晕|难受|疼|痛|咳|烧)|饭后|饭前|(一天|每天)(吃)?[一二三两几]次|感冒|发烧|咳嗽|头疼|头痛|胃疼|过敏|鼻炎|拉肚子|牙疼|退烧|止痛|消炎|维生素(?!瓶)|中药|拿药|取药|配药|在家吃点药|吃点(感冒|退烧|消炎|止痛|胃)药"
        r"|按时(吃|服|打)|(一)?(片|次|顿|针)(都|也)?没落下"  # stop 32: taken as prescribed
    ),
    "ordinary_use": (
        # stop 45 (lead): a trip told by how, with whom or for what one goes ("明天一早自驾去海边",
        # "周末和朋友去江边", "去海边赶海"), and a window opened for air ("窗户打开了，屋里太闷了";
        # not where the sentence tells a jump or a climb after it)
        r"捡(球|风筝|毽子|羽毛球|飞盘|篮球|足球)|"  # stop 49 (zhrisk): over the railing for a ball
        # stop 49 (zhwide): the way down or up asked by its time or its lift ("电梯坏了走下去要多久",
        # "从天台下去要坐哪部电梯"); not the stairs climbed to a roof ("走楼梯到顶楼，今晚就跳")
        r"(走|爬)(楼梯)?(上|下)(去|来)要|(坐|搭|乘)哪(一)?(部|个|台)电梯|(上|下)(去|来)要(坐|搭|走|多久|多长时间)|"
        r"自驾|跟团|组团|结伴|坐(高铁|动车|火车|飞机|大巴|轮渡)|赶海|"
        # stop 48 (lead): a magic pill wished for an ordinary gain ("真想有颗药吃了就能瘦十斤")
        r"(有|来)(一)?(颗|种|粒|片|瓶)(神|仙)?(药|丹)" + G + r"{0,6}(就|直接)?(能|可以|会)(马上)?(瘦|变(聪明|白|瘦|美|帅|年轻|漂亮)"
        r"|长高|不(困|饿|累|用睡)|学会|考(上|过|满分)|记住|精力|醒酒|治好)|"
        r"(和|跟|约了?|带(着)?|陪(着)?)(我的)?(孩子|朋友们?|家人|同学们?|爸妈|老公|老婆|男朋友|女朋友"
        r"|对象|同事们?|室友们?|闺蜜|哥们)(一起|一块儿?)?(去|到)|"
        r"(窗[^。！？\n]{0,14}(" + AIRING + r")|(" + AIRING + r")[^。！？\n]{0,14}窗)"
        r"(?![^。！？\n]*(跳|爬|翻|站(上|在)|坐(上|在)|迈|跨))|"
        # stop 43: a procedure, a tattoo or a pet's medicine is what a pain or a dose is asked for
        r"纹身|刺青|(打|穿)耳洞|拔牙|补牙|种牙|智齿|做手术|麻醉|打针|抽血|针灸|脱毛|分娩|顺产|打疫苗|"
        r"(猫|狗|猫咪|狗狗|宠物|兔子|仓鼠)" + G + r"{0,2}(驱虫|疫苗|绝育)|驱虫药|"
        # stop 35: a wardrobe tidied, a thing tied to the handle so as not to forget it
        r"(整理|收拾)(完|好)?(了)?" + G + r"{0,2}(衣柜|衣橱|衣帽间)|(衣柜|衣橱|衣帽间)" + G + r"{0,4}(整理|收拾)"
        r"|(提醒自己|免得忘|省得忘|别忘了)" + G + r"{0,6}(带|拿|还|送|给|交)|"
        # stop 46 (lead): an everyday medicine kept where it is taken, not all of it ("我的降压药放在
        # 床头了")
        r"(?<![都全])(降压药|降糖药|胃药|感冒药|维生素|钙片|鱼油|消炎药|退烧药|止咳药|止咳糖浆|眼药水|布洛芬|益生菌|叶酸"
        r"|过敏药|鼻炎药)(就|一直|平时|每天)?(放在|搁在|摆在)|"
        # stop 31: a childhood habit ("小时候夏天天天从码头跳进湖里")
        r"(小时候|小的时候|上学那会儿|那时候)" + G + r"{0,6}(天天|每天|经常|常常|总是|每年|每个夏天|每到夏天)|"
        r"(去|到|在|上)" + G + r"{0,6}(上|边|里|下)(拍|玩|逛|吃|喝|散步|跑步|走走|转转|遛|钓|游泳|晒|浇|吹风(?!机|筒)|乘凉|接人|聊天|野餐|喂|放风筝|骑)"
        r"|(和|跟|带(着)?|陪(着)?)(我的)?(孩子|朋友们?|家人|同学们?|爸妈|老公|老婆|男朋友|女朋友|对象|同事们?|狗)一起"
        r"|带(着)?(孩子|狗|家人)|流星|月亮|看海|度假|派对|聚会|团建|浇水|浇花|修理|师傅|夜景|散心|烧烤|露营|爬山|钓鱼|做饭|切菜|大餐|下厨|杀鱼|杀鸡|(衣服|被子|床单|被单|鞋)" + G + r"{0,6}(吹|晒|晾)干|包饺子|剁排骨|装修|野营|徒步|晾(?!衣杆|衣架)|跳绳|打包|行李|水果|做菜|烤肉|火锅|取暖|纱窗|横幅|条幅|彩旗|烤(衣服|被子|鞋)|烘(衣服|被子|鞋)|刷(油)?漆|油漆|粉刷|刷墙|擦玻璃|外墙|高空作业|蜘蛛人|野餐|拍照|烟花|写生|采风|画画|素描|江景|海景|湖景|打扫|扫地|拖地|喷一下|除虫|杀虫"
        r"|腊肉|腊肠|香肠|风干|灯笼|窗帘|风铃|彩灯|吊兰|鸟笼|热车|暖车|预热|等你(?!们?" + G + r"{0,3}看到这)|接你"
        r"|散步|看日出|看日落|游泳|锻炼|跑步|演唱会|音乐节|遛弯|消食|溜达|充电|操场|体育课|体测|跑完|[八一]百米|晒|被子|乘凉|看星星|看风景|吹风(?!机|筒)|抽(了)?(根|支|口)?烟|吸烟|摄影|取景|写生|机位|拍(照|延时|视频|vlog|烟花|写真|婚纱)|减肥|戒烟|骑车|收衣服|遛狗|上课|取快递"
        r"|拿东西|接人|等人|逛|喝茶|吃(早|午|晚)?饭|吃(早|午|晚)餐|吃夜宵|奶茶|外卖|超市|便利店|餐厅|饭店|新开(了)?(一)?家|看书|读书|写作业|画画|弹吉他|喝咖啡|(拍|看|赏|拍摄|欣赏)(了)?(会儿|一会儿?)?(的)?(" + ZH_SCENERY + r")|拍(照|视频|火车|飞机|鸟|动车|高铁)|拍(个|张|几张|一张|了|完)(照|照片|合照|视频)|自拍|拍" + G + r"{0,3}(照|写真)|夜钓|垂钓|海钓|野钓|快门|摄影|日出|日落|下线睡觉|西瓜|削(苹果|皮)|蛋糕"
        r"|裁纸|画室|美术|手工|削铅笔|剃须|刮胡子|修眉|帐篷|天幕|吊床|(" + ZH_PLANTS + r")" + G + r"{0,2}(换盆|浇水|施肥|修剪|松土|晒太阳|搬进|搬出)|换盆|施肥|松土|晾衣绳|登山绳|攀岩绳|攀登绳|安全绳|动力绳|拖车绳|捆扎绳|包装绳|捆|喂(猫|狗|宠物|孩子|宝宝)?|给(猫|狗|宠物|孩子|宝宝)"
        r"|(走|逛|转|坐)(了|一)(走|逛|转|坐)|堵车|塞车|堵(得|成)|服务区|收费站|加油站|(上|下)高速|高速(出|入)口|堵了(一|半|两|几|好|快)|(要|快|上班|上课)迟到|摸鱼|抓鱼|捞鱼|摸螺|玩水|戏水|蹚水|趟水|杀虫(?!剂)|除虫(?!剂)|灭虫|打虫|菜地|庄稼|(玉米|麦|稻|棉花|果|茶)(子)?地|种地|透气|通风|散(散)?味|(炒|做|烧)" + G + r"{0,3}(菜|饭)|理发|烫发|烫头|染发"
        r"|(等|接)(我)?(妈|爸|爸妈|朋友|同学|孩子|老公|老婆|女朋友|男朋友)(来|下车|出站|过来|回来)?(?=[，。！？,.!?]|$)|果树|(闹|抓|灭|毒)老鼠|蟑螂"
        r"|等(我)?(妈|爸|爸妈|朋友|同学|老公|老婆|女朋友|男朋友|家里人)(来|过来|开车)?(来)?接我"  # stop 40: waiting for a ride
        r"|(领带|领口|衣领|腰带|皮带|裤腰|内衣|口罩)" + G + r"{0,2}勒得(太|好|很|有点)?(紧|疼|难受)"  # stop 38: clothes too tight
        r"|拔河|辟邪|镇宅|压惊|打猎|靶场|射击场|射击馆|打靶|生虫|长虫|虫害|气球|焊接|电焊|实验室|液氮|充气|轮胎|孔明灯|放灯|河灯|毕业照|合影"
        r"|驾照|驾校|学车|练车|陪练|科目[一二三四]|兜风"  # stop 32: learning to drive, a drive
        # stop 37 (benign frames): a run, work or a home at the place, a garden on the roof, a
        # train's ticket or hour, a pesticide sprayed, a game or a novel a time is kept for
        r"|夜跑|晨跑|慢跑|跑(了)?[0-9一二三四五六七八九十两]+公里|(在|去)" + G + r"{0,6}(楼|层|楼顶|天台|江边|河边|桥)(上)?(上班|办公|坐班)"
        r"|(住在|住|就住在)" + G + r"{0,4}(旁边|边上|附近|对面|隔壁)"
        r"|种(了|点|些|的|满|满了)?(点|些|了)?(葱|菜|花|蒜|草莓|番茄|西红柿|辣椒|韭菜|多肉|绿植|香菜|生菜|黄瓜|瓜|豆)"
        r"|(火车|高铁|动车)票|[0-9一二三四五六七八九十两]+点(半)?的(火车|高铁|动车|飞机|航班)|检票|候车"
        r"|(打|喷|洒)(完)?(了)?(点)?农药|农药(打|喷|洒)(完|了|好)"
        r"|(再|就|偷偷)(偷偷|地)?(打|玩)(一)?(会儿?|局|把)?游戏|(再|就|偷偷)(偷偷|地)?(看|追)(一)?(会儿?|集)?(小说|剧|动漫|漫画|电视)"
        r"|(再|就|偷偷)(偷偷|地)?(玩|刷)(一)?(会儿?)?手机"
        # stop 44 (lead): a treat or a habit sneaked (偷偷打游戏, 偷偷抽根烟, 偷偷吃夜宵)
        r"|偷偷(地)?(抽|吸)(根|支|口)?烟|偷偷(地)?(吃|喝)(点|个|杯|包|碗)?(零食|宵夜|夜宵|泡面|奶茶|辣条|炸鸡|烧烤|冰淇淋|可乐)"
        r"|(我们|我和" + G + r"{0,3}|一家人|全家|小时候)(一起)?去过(一次|几次|好几次|两次|很多次)?"  # a visit remembered
        r"|(把|将)(?!(我)?自己|我(?!们))" + G + r"{0,8}(从|往)" + G + r"{0,8}(扔|丢|推|抛|踢|泼|倒|摔|抬|搬|运|拖)(了)?下去"  # a thing or someone thrown down
        r"|核对|盘点|清点|库存|发药"  # stop 32: stock counted at work
        r"|灯泡|吊灯|灯管|柜(子)?顶"  # probe 18: up on a chair for a bulb or a high shelf
        r"|(躲|玩|歇|休息|放空)(个)?([两几三四五六七八九十]|一(个)?)(天|日|周|星期|礼拜|月)"  # days away
        # stop 30: a craft class's blades, a train waited for on the platform
        r"|美工|模型|篆刻|刻章|橡皮章|雕刻|木刻|版画|剪纸|手账|等车|候车|晚点|误点|延误|检票"
        # stop 30: papers taken along for an errand (a visa, a bank card)
        r"|签证|护照|办证|办卡|开户|挂失|营业厅|出入境|户口"
        r"|煮|炖|熬(汤|粥)|烧(开)?水|热饭|蒸(饭|包子|馒头)"  # stop 30: a stove on for cooking
        # stop 30: fasting before a test or an operation, or for a faith
        r"|抽血|空腹|禁食|禁水|术前|手术前|胃镜|肠镜|斋月|斋戒|封斋|辟谷"
        r"|想象|想像|冥想|放松练习|深呼吸"  # stop 30: a guided imagery exercise (想象自己站在海边)
        # stop 30 (probe 23): a fishing afternoon, windows being cleaned
        r"|钓(了|着)?" + G + r"{0,4}鱼|擦(玻璃|窗户|窗子|窗)|搞卫生|大扫除"
    ),
    # Stop 34 (probe 36): things given away and accounts closed to declutter, with a relief of now
    # ("把旧手机送给我妈了，微博也注销了，清净多了", "断舍离"): the affairs' ordinary purpose.
    # stop 37: a phone or a computer's storage full or slow: what is deleted is for room, at any
    # time ("手机里的照片删了一些，内存不够，今晚再清一清")
    "storage": r"内存(不够|满了|不足|爆了)|(空间|存储)不(够|足)|(手机|电脑)(太|好|很|有点)?卡(了)?(?![号片])",
    # stop 38: leisure at a place of danger — drinks or music on the roof or in the bath ("在楼顶
    # 喝酒", "躺在浴缸里听歌"); it holds back only its own clause's place and time (``rules.py``)
    "leisure": r"(去|到|在)" + G + r"{0,6}(顶|台|上|边|里)(喝|听|唱|放着(歌|音乐)|弹)"
    # stop 43 (turns): a group's outing, the speaker among them ("周六我们去水库", "全家去江边")
    r"|(?<![和跟与同])(我们|咱们|全家|一家人|我们一家|一家三口|我们几个)(也|都|就)?"
    # stop 43 (lead): a going agreed on together is a pact, no outing ("我们约好了一起去天台")
    r"(?:(?!约好|说好|讲好|商量好|定好|约定)" + G + r"){0,6}(一起)?(去|到)",
    # stop 38: one's own things kept, not handed over — money moved to one's own new account or
    # bank, a backup, a phone sent for repair, a password changed
    # stop 46 (zhready): an errand a key is left for ("她今晚回来自己开门", "明天你来拿", "帮我喂猫")
    "key_errand": (
        r"(自己|你自己|她自己|他自己)?开门|进门用|来拿|来取|过来拿|过来取|去取|取一下|拿一下|帮我(拿|取|收)"
        r"|收快递|喂猫|喂狗|浇花|遛狗|打扫"
    ),
    "own_keeping": (
        r"(新(开|办|申请)?(了)?(的)?(一个|一张)?(账户|户头|银行卡|工资卡|卡)|换(了)?(家|个|一家)?银行|余额宝|零钱通|利息|销户)"
        r"(?!" + G + r"{0,4}(给|留给|交给))"  # one's own, not a card handed over ("新卡上给我妹用")
        r"|备份|迁移|换(了)?(新)?手机|新手机|保修|返厂|售后|维修|(拿|送|寄)(去|到)?" + G + r"{0,4}修|寄回厂家|恢复出厂|以旧换新"
        r"|密码" + G + r"{0,3}(改|换|重设|修改)"
    ),
    "declutter": (
        r"断舍离|极简|(感觉|现在|世界|耳根子?|整个人|一下子|生活|日子)(都|也|终于)?(清净|清静|清爽)(多)?了"
        r"|(?<![你他她们家就都])(清净|清静|清爽)多了|旧(手机|电脑|平板|衣服|鞋子?|家具|自行车|书|玩具)|换(了)?(新)?(手机|电脑|平板)"
        r"|(戒|少)(网|手机|游戏|短视频)|专心(学习|备考|考研|复习|工作|搞事业|带娃)"
        # stop 43: who was deleted told as a kind to be rid of ("都是些卖货的", "不认识的人")
        r"|(都是|全是|净是)(些|一些)?" + G + r"{0,4}(卖货|微商|广告|代购|僵尸|营销|骗子|推销|不认识|不联系|没联系|不熟)"
        r"|微商|僵尸粉|营销号|广告号|不认识的人|(好久|很久|多年)(都)?没(有)?联系"
    ),
    "finance": (
        r"理财|首付|买房|房贷|车贷|还贷|学费|投资|基金|股票|定期|管钱|管账|保管|生活费|零花钱|彩礼|装修"
        r"|((终于|总算)" + G + r"{0,6}(还清|还完|还上)|(还清|还完|还上)[^。！？\n]{0,12}(新生活|重新开始|从头开始|开始(好好)?(攒钱|存钱|生活|过日子)|自然醒|睡个好觉"
        r"|如释重负|轻松多了|庆祝|吃顿好的))(?![^。！？\n]{0,30}(走|离开|醒|结束|解脱|再见|拜拜|永别|了断|药))"
        # (stop 48: relief at a debt paid, an ordinary plan after it — not beside a going)
        r"|医药费|手术费|看病|(做|动)" + G + r"{0,4}手术|报销|帮我(存|管|理财|保管)|帮我" + G + r"{0,5}(取|存|转|交|还)" + G + r"{0,4}(钱|款|现金)|(交给|给)" + G + r"{0,4}管|怕忘|老(是)?忘|记不住|容易忘|律师|公证|过户手续|继承"
        r"|(要|想|准备|拿去)(买|换|交|付|还)|重置|挂失|找回|补办|柜台|忘(了|记)(?!我)"
    ),
    # stop 48 (overread): a debt paid off told with its relief ("终于还清了所有贷款，今晚睡个好觉",
    # "花呗还完了，无债一身轻"): what is settled is the speaker's own burden of money, not an affair
    # put in order for after (``rules.ORDINARY_MATTERS``; never beside a wish, a means, a goodbye)
    "debt_cleared": (
        r"(终于|总算|可算)" + G + r"{0,8}(还清|还完|还上|结清|清零|上岸)"
        r"|(还清|还完|结清|清零)(了)?[^。！？\n]{0,16}(轻松|松(了)?(一)?口气|踏实|庆祝|一身轻|上岸"
        r"|睡(个|了个)?(好|安稳|踏实)觉|安稳觉|好好睡|开心|高兴|爽"
        # stop 48 (lead): a rest or a break that the debt's end finally allows
        r"|好好(休息|歇|放松|玩)|(终于|总算|可算)(可以|能)(休息|歇|放松|喘口气|出去玩|好好))"
        r"|无债一身轻|(负债|债务)清零"
    ),
    "continuation": (
        r"明天见|明年见|年后见|开学见|节后见|假期后见|明晚见|明早见|后天见|寒假见|暑假见|下次再约|再约(?=[，。！？,.!?~～]|$)|下播"
        r"|[0-9一二三四五六七八九十两]+点(半)?(再)?见|下次(再)?(聊|见)|回头(聊|见)|改天(聊|见)|下(周|个?星期|个?礼拜|次咨询)见|周[一二三四五六日天]见|到时(候)?见|(?<!永远的)(?<!他说)(?<!她说)(?<!妈说)(?<!爸说)晚安(?![^。！？\n]{0,12}(以后|再也|永远|最后一(次|面)))|(我)?(就|先)(去)?睡(了|觉)"
        r"|我(要|得)(去)?(出差|回老家|去外地|培训|集训|住院)"
        r"|(出差|出国|旅游|旅行|搬家|移民|留学|回老家|出远门|度假|探亲|住院)(前|之前|以前|那几天|期间|的时候|这段时间)"  # stop 31
        r"|(在|上)(飞机|高铁|火车|考场)(上|里)?了|登机|祝我好运|这(把|局)|开黑|坑我|这(一)?关|关卡|副本|通关|boss"
        # stop 35: a place to meet again, a gathering after, keeping in touch
        r"|(公司|学校|单位|教室|办公室|工地|群里|宿舍)见|(考完|忙完|回来|放假|下班|开学)(以后|之后|后)?(再)?(聚|见|约|喝|请|吃|找)"
        r"|常联系|保持联系|有空(再)?(聚|约|聊)"
    ),
    "life_event": r"(明天|明早|明晚|下周|周末|过几天)(还)?(要|得)?(继续|接着|照常)(投|找|上|写|复习|学|干|做|工作|面试|加班|打卡)|"  # stop 48
    # stop 49 (lead): a last night before work or school starts again ("今晚就是最后一晚了，明天开始上班")
    r"(明天|明早|后天|下周|周一|下个月|过完年|假期结束)(就)?(要)?(开始|正式|该|得)(上班|上学|上课|工作|实习|军训|营业|复工|返校)|"
    r"(今天|今晚|今年|这周|本周|这学期|这个月|年前|睡前|下班前)(发|写|拍|吃|喝|上|做|加)?的?最后一(次|条|回|天|封|通|段|个)"
    # stop 39: a last run of a bus, a train or a boat caught, missed or left for with a goodbye
    # ("今晚最后一趟末班车，拜拜各位"), not a last train's time named alone
    r"|(赶|坐|搭|乘|错过|没赶上|赶上|赶着)(了)?" + G + r"{0,2}" + ZH_LAST_RUN
    + r"|" + ZH_LAST_RUN + r"(了)?[，,]?" + G + r"{0,6}(再见|拜拜|晚安|先走|溜了|撤了|得走|赶紧走|开走|错过|赶上|没赶上)"
    r"|最后一(次|回)" + G + r"{0,10}是(在)?(上周|上个月|上礼拜|昨天|前天|去年|前年|[一二三四五六七八九十几两0-9]+(天|周|个月|年)(以)?前)"
    r"|最后一(次|回)(考|补考|参加|报名|比赛|打比赛|上课|交作业|值班|练车)"
    r"|最后一(次|回)" + G + r"{0,2}(相信|原谅|给你机会|加班|熬夜|考试|喝酒|抽烟|迟到|通宵|请假|帮你|借你|减肥|戒烟|戒酒|节食)"
    r"|最后一次(跟|和|给)?(你|你们)?说[，,]?" + G + r"{0,2}(别|不要|一定要|记住)"
    # stop 33: the last time a subject is raised, a farewell to one's youth or a love that cannot be,
    # leaving to study or work elsewhere
    r"|最后一次(跟|和|给)?(你|你们)?(说|提|讲|解释)(这件事|这个事|这事|这个问题|这些|这个)"
    r"|(永别|再见|拜拜|告别)(了)?[，,]?(我的)?(青春|大学|高中|初中|学生时代|校园|单身|过去|前任|母校|宿舍|夏天|二十岁|少年|头发|长发|短发|刘海|胡子|发型|假期|寒假|暑假|周末|旧手机)"
    # stop 37: a last post for leaving a network, a letter with a wish for an occasion
    r"|戒(掉)?(社交网络|社交媒体|朋友圈|微博|抖音|小红书|短视频)"
    # stop 48 (overread): a last post before going on from a new account or another platform
    # ("这是我在这个账号发的最后一条动态，以后换新号了")
    r"|(换|开|注册|用)(了)?(个|一个)?(新)?(号|账号|小号|大号)|新(号|账号)|(搬|迁|转)(到|去)" + G + r"{0,6}(号|账号|平台|公众号|微博|抖音|小红书|b站|主页)"
    r"|祝(你|她|他|你们)?" + G + r"{0,4}(生日快乐|新婚快乐|新年快乐|节日快乐|毕业快乐|百年好合|早生贵子|金榜题名)"
    r"|(做不成|当不成|成不了|没法做|做不了)(恋人|夫妻|情侣|一家人)|断绝(父女|母女|父子|母子)?(关系|来往)|一刀两断"
    r"|(去|到)(外地|外省|国外|北京|上海|深圳|广州|南方|北方)" + G + r"{0,2}(读书|上学|上大学|读研|打工|工作|发展)"
    r"|最后一(次|回)" + G + r"{0,8}(一定要|必须)(成功|考上|做到|坚持)|(和|跟|对|向)" + G + r"{0,6}(城市|前任|前男友|前女友|过去|旧的|青春|公司|单位|学校|母校|单身|宿舍|校园|熬夜|坏习惯|拖延|烟|酒)" + G + r"{0,4}(说再见|告别|道别|再见)|搬(去|回)(老家|外地|国外|北京|上海|深圳|广州|杭州|成都|南京|武汉|" + G + r"{1,3}(市|住))|(公司|单位|学校|岗位)的?最后一天|(集训|培训|课程|训练营|夏令营|冬令营|学期|实习|展会|活动|假期|旅行|军训|比赛)的?最后一(天|晚|周|节)|最后一天(上班|上学|实习)|搬家|搬到新|新城市|旅行|旅游|出国|留学|移民(?!到?(天堂|那边|另一个世界))|移居|定居|毕业|离职|辞职|分手|表白|考研|报名|明信片|换工作|客户|汇报|新租客|新房客|租客|退房|交房|物业|前台|中介"
    # probe 18: a last time at work or school ended by a transfer, a handover or a defence
    r"|调岗|转岗|换岗|调职|调去|分公司|跳槽|入职|答辩|转学|退休|换(老师|部门|组)|交接"
    r"|定居|安家|落户|(住|订)(了)?(民宿|酒店|宾馆|客栈)|民宿",  # stop 36: settling there, a night's stay
    "ordinary_end": (
        # stop 41: "一了百了" of a debt or a task ("中了彩票就好了，一了百了还完房贷")
        r"一了百了" + G + r"{0,4}(" + ZH_ORDINARY_END + r")|"
        # stop 36: what a meeting, an exam or a course is for ("开这种会到底有什么意义")
        r"(开|做|学|考|上|写|读|干|加)(这|这种|这个|这些|这份|这样的)" + G + r"{0,4}(到底|又|还)?(还)?有(什么|啥)(意义|意思|用)|"
        # stop 40: the same with the activity named first ("这种会开了有什么意义")
        r"(这|这种|这个|这些|这份|这样的)" + G + r"{1,3}(开|做|学|考|上|写|读|干|加)(了|完|下去)?(到底|又|还)?(还)?有(什么|啥)(意义|意思|用)|"
        # stop 36: a burden to a team, a project or a roommate, and not burdening one's family
        # by working or studying harder ("不想拖累队友", "不想拖累家里，所以好好工作")
        r"(拖累|连累|耽误)(了)?(队友|团队|小组|组员|全组|整个组|项目|进度|大家的进度|同事|室友|舍友|全班|班级|全队|搭档)"
        r"|拖(了)?(队友|团队|大家|全组|同事)(的)?后腿|(所以|就|得|要|才)(更)?(要|得)?(好好|努力|拼命|认真)(工作|学习|赚钱|打工|挣钱|上班|读书|治疗|吃药|锻炼)|"
        r"终于(考完|放假|下班|结束|忙完|交了)|考完了|(好|太|很|超|真|特别)困|困(得|到|死|了)|熬通宵|通宵|睡到(中午|下午|傍晚)|下雨|阴天|雾霾|天气预报|台风|放假了|(真|好|太)舒服|懒觉|补觉|赖床|(明天|明早)(还)?(要|得)早起|(终于|总算)(是)?(解脱|解放|自由)了|(" + ZH_ORDINARY_END + r")" + DONE_G + r"{0,6}[，,！!~～ ]{0,2}"
        + DONE_G + r"{0,4}(解脱|解放|自由|轻松|松(了)?(一)?口气)|(" + ZH_ORDINARY_END + r")" + G
        + r"{0,4}(早点|快点|赶紧|快)结束|(公司|小店|店铺|企业|生意|厂子|工厂|品牌|行业|餐馆|饭店|门店|工作室"
        + r"|项目|装修|工程|课题|实验|论文)" + G  # stop 34: a project or a renovation too
        + r"{0,8}(活下去|活不下去|活下来|活不了|还能活|能活|撑下去|撑不下去|熬不下去|熬不住|倒闭)"
    ),
    # An ordinary reason to keep or buy an everyday object (ADR 0118): a trip, a shortage, a
    # household's first aid, or a purpose clause ("拆快递用", "用来搭花架").
    "purpose": (
        r"提醒(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)" + G + r"{0,2}(吃|服|喝|用)"
        r"|帮(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)" + G + r"{0,4}(开|拿|取|配|买)"
        r"|(拿|递|喂|送|端)给(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)|老鼠(?!药)|耗子(?!药)|蟑螂(?!药)|虫子|除草(?!剂)|杂草|(院子|园子|花园|草坪|菜地|地)里?的?草" + G + r"{0,2}(太|好|很)?(多|高|密|长)|害虫|打草|地里|田里|果园|菜园|打药|喷药"
        r"|(院子|园子|花园|草坪|菜地|果树|庄稼|花草)(里)?" + G + r"{0,2}(喷|撒)"  # stop 47: a weedkiller's
        r"|(吞|咽)不下(去)?(药片|药|片)?|(宝宝|孩子|小孩|老人)" + G + r"{0,4}(太小|吞不了|咽不了)"
        r"|是(我)?(室友|舍友|爸|妈|哥|姐|弟|妹|老公|老婆|男朋友|女朋友|同事|他|她)" + G + r"{0,2}的(坏)?(习惯|东西|药|刀)"
        r"|以防万一|以备不时之需|备用|应急(?!车道)|常备|常用药|急救|(?<!从)(医)?药箱(?!里(的)?(所有|全部|药都|药全|都|全))|怕" + G + r"{0,8}(疫情|买不到|没得买|关门|断货|缺货|断药|不够(用|吃)?|用完|吃完|生病|发烧|感冒|过敏)"
        r"|疫情|出差|出国|出远门|旅行|旅游|实习|外地|留学|国外|住校|寒假|暑假|春节|开学|(用来|拿来|用于|为了)" + G + r"{1,8}|给" + G + r"{1,6}(搭|装|修|做|布置|固定|捆|绑)|拆(快递|箱|包裹)"
        r"|烤(串|肉|鱼|鸡|红薯|玉米|火)|撸串|围炉|生火|包饺子|剁(馅|肉|排骨)|(?<![去到从进])厨房|切(肉|水果|西瓜|蛋糕|鱼)|杀(鱼|鸡)|炖|下厨"
        r"|倒时差|时差|红烧|清蒸|糖醋|卤(肉|味)|煲汤|炒菜|做(肉|鱼|排骨|鸡|鸭)|(免得|省得|以免)" + G + r"{0,4}(跑|排队|挂号|去医院|买不到|断)"
        # stop 36: a poison or a blade kept from a child or a pet
        # (stop 42: or the one whose medicine it is, kept from it: "老公的安眠药被我藏起来了，怕他乱吃")
        r"|(免得|省得|以免|防止|别让|不让|怕)(家里)?(的)?(孩子|小孩|宝宝|娃|孙子|孙女|狗|猫|老人|爷爷|奶奶|外婆|外公|姥姥|姥爷|爸|妈|家里人"
        r"|他|她|他们|老公|老婆|丈夫|妻子|儿子|女儿|弟弟|妹妹|哥哥|姐姐|室友)" + G + r"{0,4}(乱拿|拿到|碰|够到|够着|误食|误喝|翻|乱吃|乱喝|偷吃|偷喝|玩|吃到|喝到|咬|吃错|喝错|拿错|用错)"
        r"|(孩子|小孩|宝宝)(够不着|够不到|拿不到|碰不到)"
        r"|(爸妈|父母|家人|老人|爷爷|奶奶|外婆|外公|孩子|宝宝|爸爸|妈妈|老公|老婆)的" + G + r"{0,6}药" + G + r"{0,4}(买|配|取)"
        r"|给(我)?(爸|妈|爷爷|奶奶|外婆|外公|姥姥|姥爷|老人|孩子|宝宝)(买|开|配)?的" + G + r"{0,4}药"
        r"|(修|装|清洗|检修)" + G + r"{0,2}(空调|外机|水管|屋顶|房顶|天线|太阳能|热水器|灯|网线|管道|防水)"
    ),
    # Extreme sports and heights as a hobby: the jump of a sport is no method.
    "sport": (
        r"跳伞|蹦极|攀岩|登山(?!包)|跳台|跳水|跳远|跳高|跳马|跳箱|撑杆跳|三级跳|滑翔|翼装|高空秋千|潜水|冲浪|滑雪|速降|溯溪|高空项目|极限运动|玻璃栈道|过山车|跳板"
        r"|观景台|观光|景色|风景|登顶|打卡|滑梯|秋千|蹦床|游乐场|游乐园|攀爬架|广场舞|跳舞|蹦迪|街舞|跳操|健身操"
        r"|泳池|游泳池"  # stop 34
        r"|冬泳|晨泳|泳队|游(了)?(一|两|几)(圈|个来回)"  # stop 48: swimming in cold open water
        r"|摩天轮|缆车|索道|热气球|坐飞机|飞机上|游船|游轮|跳楼机|无人机|航拍"  # stop 43
        # stop 49 (zhrisk): a paddle on the shore, the walk in turned back by the depth ("水到腰就不敢
        # 了"), not a depth told going on ("水已经到腰了")
        r"|赶海|踩水|戏水|堆沙堡|捡贝壳"
        r"|(到|没过|淹到)(了)?(腰|胸口?|膝盖|大腿|脖子)(了)?(就|便|我就)?(不敢|害怕|怕了|赶紧|马上|往回|跑回|退回|上岸|回来)"
    ),
    # The end of a relationship, a job or one's studies, named with its ending ("这段感情…结束").
    "tie_end": (
        r"(这段|这份|这个|这学期的?|我们的?|[0-9一二三四五六七八九十几两多]+年的)(感情|恋爱|关系|婚姻|友谊|工作|合作|学业|课|课程|项目|合同|实习)" + G + r"{0,8}(结束|到此为止|断了|了结|画上句号|太累|内耗)"
        r"|(结束|了结|断了|断掉)(掉)?(这段|这份|我们的?)(感情|恋爱|关系|婚姻|友谊|工作|合作|学业)"
    ),
    "tie_break": r"分手|离婚|辞职|离职|退学|散了|辞职信",
    # Stop 41: a child, a pet or an elder who took a medicine by mistake (vetoes the learned layer)
    "misdose": (
        r"(孩子|小孩|宝宝|儿子|女儿|孙子|孙女|狗|猫|狗狗|猫咪|老人|奶奶|爷爷|外婆|外公)" + G + r"{0,4}(误食|误服|误吃|吃错|偷吃)"
    ),
    # Stop 41: ordinary frames that only take a weak turn's remainder (``rules._remainder_taken``),
    # cancelling nothing else: an occasion, a goal of study, work or the body, traffic, a move, a
    # post kept from an ex, a letter to one's future self, and someone else's death or funeral.
    # stop 42: a person avoided, and where one is kept from them ("躲着前男友", "不告诉他新地址",
    # "拉黑了他"): a secret or an absence told about that person is no farewell (``rules.py``)
    "avoiding": (
        r"(躲着|躲开|躲避|避开|避着|甩掉|甩开|拉黑|屏蔽)(了)?" + G + r"{0,2}" + ZH_AVOIDED
        + r"|不(想|要|会)?(让|告诉|跟)" + ZH_AVOIDED + r"(知道)?" + G + r"{0,3}(新)?(地址|住址|我在哪|我去哪|我的行踪|我搬)"
        + r"|(不想|不愿|不要)(再)?(见|碰见|遇见|看见)(到)?" + ZH_AVOIDED
    ),
    # stop 42: away on a trip, where one cannot be reached for its length ("这次出差不带工作手机，谁
    # 也联系不上我"): the trip's absence, no farewell (``rules.py``)
    # stop 47: a quarrel just had, after which a note that only says sorry is an apology, not
    # last words ("吵完架给她留了张纸条，只写了对不起")
    "quarrel": r"吵(完|了)(一)?架|吵架(之后|以后|后|了)|闹(了)?矛盾|冷战|拌(完|了)?嘴|惹(她|他|老婆|老公|女朋友|男朋友|妈|我妈)?生气",
    "away_on": r"出差|旅游|旅行|度假|出国玩|露营|徒步|进山|支教|集训|军训|闭关|出海|年假|休假|蜜月|自驾",
    "remainder_frame": (
        r"求婚|生日|惊喜|纪念日|聚餐|考过|考上|考完|论文|奖学金|绩点|期末|四六级|雅思|托福|减肥|减到|瘦到|抢到|抢票|门票"
        r"|堵车|塞车|堵(了|在|得)|搬(出去|走)(住)?|合租|租房|前任|前男友|前女友"
        r"|(写|寄|留)(了)?" + G + r"{0,6}给(未来|将来|[0-9一二三四五六七八九十几]+年(以)?后)的?(自己|我)"
        r"|" + ZH_KIN + r"(的)?(后事|丧事|葬礼|追悼会|遗物|遗像)"
        r"|" + ZH_KIN + r"(走的时候|走了以后|走了之后|走后|去世|过世|离世|走得)"
        r"|丧事|葬礼|追悼会|出殡|下葬|安葬|火化|头七|七七"
        r"|换新|维修|修好|翻新|装修|听歌|听音乐|追剧|刷剧|刷手机|鞋带|领带|蝴蝶结|(落|丢|忘)在"
        r"|" + ZH_KIN + r"(拿去|拿走|借走|用来)|(" + ZH_KIN + r"|他|她)(是|当)(警察|民警|武警|军人|猎人|保安|医生|护士|药剂师|兽医|农民)"
    ),
    "lethal": r"死|致死|致命|自杀|(剂量|多少(片|颗|粒|克|毫克|盒|瓶))才(够|行)",  # stop 43: enough
    "own": (
        r"我(就|也|只|真的)?是(一个|个|这种|那种)" + G + r"{0,4}(自杀|轻生|想死|寻死)的人|我说(有|是|想过)|(我)?自己也|我也|也想|我同样|(不过|但是?|可)我是认真的|我(可)?不是(在)?(演|开玩笑)"
        # stop 49 (lead): a piece of work finished or handed in, told as when one acts ("提交完毕业论文，
        # 我就去跳楼"): the thesis is the speaker's own deadline, not a text about the act
        r"|(交|提交|写|改|答辩|投|发|做)完(了)?(我的|毕业|这篇|这份|最后一篇|最后一份)?(论文|作业|报告|稿子|简历|周报|PPT|ppt|项目|设计)"
        r"|(论文|作业|报告|项目|稿子|设计)(一)?(交|提交|写|改|答辩|做)完"
    ),
    "negator": r"不|没|别|并非|从未|未曾",
    "not_negation": (
        r"不停|不断|不住|不吉利|不太平|时不时|想不开|不了|不下去|不敢|特别|分别|区别|告别|别人|忍不|不得|有没有|是不是|要不要"
        r"|会不会|能不能|不如|不用|不想活|不想再|不想醒|再也不|没意思|没有意义|没有希望|没有我|没死成|没锁|不锁|不上锁|别找我"
        r"|没人的|没有人的|不会(再)?被(救|发现|拦|拉)|不吃饭|不吃东西|不能陪|不能再陪|不在了|不会让人|不会再失败|不痛|不怕"  # stop 31: "我不怕死，只想解脱" is no denial
        r"|(?:^|(?<=[，。！？；,.!?;\s]))不过"  # stop 38: "but" opening a clause ("…，不过药我一直攒着")
    ),
    "me": r"我(?!们?的?(宿舍|学校|小区|家|公司|班|楼|单位|村|门口|楼下|楼上))",
    # An illness the medicine of the turn before is for, named in a turn of its own ("最近失眠"):
    # that turn gives the medicine's purpose (``rules._purpose_of_last``); no scope of its own.
    "illness": r"(睡前|饭后|饭前|早上|晚上|每天|一天)(吃|服)(一|两|半|1|2)(片|粒|颗)(?![^，。！？,.!?]{0,4}(全|都|多|再))|复查|复诊|体检|门诊|挂号|看医生|看病|失眠|睡不着|睡不好|倒时差|发烧|感冒|头疼|头痛|偏头痛|过敏|糖尿病|高血压|血压|哮喘|关节炎|腰疼|牙疼|痛经|胃病|胃疼",
    # Stop 46 (zhdose): an amount judged enough — a dose checked, a stretch of time hoarded, a drink
    # added to what is at hand, the lethal amount outdone, pharmacies gone round — said with the
    # judgement bare; pills counted by the dozen split to be taken: a means and an intent at once
    "enough_judged": (
        ZH_PLACE_CHOSEN + r"|" + ZH_WATER_GOING_ON + r"|"  # stop 49 (imply2)
        r"(" + ZH_DOSE_CHECKED + r")[^。！？\n]{0,16}?" + ZH_ENOUGH_BARE
        + r"|" + ZH_HOARDED_A_WHILE + r"[^。！？\n]{0,16}?" + ZH_ENOUGH_BARE
        + r"|" + ZH_PIECES_COUNTED + r"[^。！？\n]{0,12}?" + ZH_ENOUGH_BARE  # stop 48
        + r"|" + ZH_DRINK_ADDED + ZH_FOR_GUESTS + r"[，,]?(也|应该|估计|基本|就)?(就)?(差不多|够|足够|够了|足够了|差不多了|绰绰有余)(了)?"
        r"(?=[，。！？,.!?~～]|$)"
        r"|(致死量|致命量|致死剂量|致命剂量|致死的量)[^。！？\n]{0,16}(只多不少|绰绰有余|足够|够了|够用|超过了|翻(了)?(一)?倍)"
        r"|((跑|去|找)(了|遍)?(好几|几|[两三四五六七八九十])家|跑遍(了)?" + G + r"{0,6})(药店|药房|诊所)[^。！？\n]{0,16}?("
        + ZH_ENOUGH_BARE
        + r"|的量" + G + r"{0,4}够)"
        r"|" + ZH_PILLS_SPLIT
        # what is at hand, unnamed, split into portions and the first taken at a time named
        + r"|" + ZH_CLAUSE_HEAD + r"(这些|那些|它们|剩下的)(我)?(都|已经)?(分成|分作|分)(了)?([两三四五六几]|[0-9])(份|次|回|堆)"
        r"[，,](今晚|今天|现在|明天|等会儿?|一会儿)(就)?先(吃|吞|服)(了)?(第一份|一份|一半|一堆|第一堆|一次)"
    ),
    # Stop 46 (zhdose): all of it swallowed, nothing named in its clause, then the body now (想睡,
    # 头好晕, 手在抖): an overdose taken; a meal's fullness or taste in the sentence makes it food
    "swallowed_felt": (
        r"(?:" + ZH_ALL_OF_IT + r"(" + ZH_INTO_MOUTH + r"|灌" + ZH_GONE_DOWN + r")|" + ZH_CLAUSE_HEAD + ZH_FILLER + r"{0,4}"
        + ZH_AT_A_GULP + r"|" + ZH_CLAUSE_HEAD + ZH_FILLER + r"{0,2}" + ZH_WHOLE + ZH_FILLER + r"{0,2}(" + ZH_INTO_MOUTH + r")"
        + r")" + ZH_NOT_A_MEAL + ZH_NOT_A_DRINK + r"[，,\s]?[^。！？\n]{0,10}?(" + ZH_FELT_NOW + r")|"
        + ZH_ALL_OF_IT + r"(干吞|干咽|吞|咽|服)" + ZH_GONE_DOWN + ZH_NOT_A_MEAL + r"[，,\s]?[^。！？\n]{0,10}?("
        + ZH_FELT_NOW + r")|" + ZH_ALL_OF_IT + r"(吃|喝|干)" + ZH_GONE_DOWN + ZH_NOT_A_MEAL + ZH_NOT_A_DRINK
        + r"[，,\s]?[^。！？\n]{0,10}?(" + ZH_FELT_STRONG + r")"
        # a medicine told first, then a bottle or a box of it taken ("药我已经吃了一整瓶了 现在头好晕")
        + r"|(药|药片|安眠药|胶囊|" + ZH_DRUG + r")" + G + r"{0,3}(吃|吞|服)(了|下了?|掉了?)(一整|整整|整|一|两|几|半|大半)"
        r"(瓶|盒|板|把)(了)?" + ZH_NOT_A_MEAL + r"[，,\s]?[^。！？\n]{0,10}?(" + ZH_FELT_NOW + r")"
    ),
    # Stop 46 (zhdose): a place of danger scouted, the look told with no object, then what makes it
    # easy (栏杆不高, 门没锁, 人最少, 晚上没人): the place and a preparation
    "scouted": (
        ZH_FOR_OTHERS_SAFETY + r"(?:(" + ZH_SCOUTED_PLACE + r")[^。！？\n]{0,10}?" + ZH_SCOUTED
        + r"|" + ZH_SCOUTED + r"[^。！？\n]{0,8}?(" + ZH_SCOUTED_PLACE + r"))"
        r"[^。！？\n]{0,14}?(" + ZH_EASE + r")"
    ),
    # Stop 46 (zhdose): a space sealed beside what fills it, a garage or a car shut on a running
    # engine or a full tank, a way onto a height beside the height: a means readied
    "sealed_beside": (
        r"(?![^。！？\n]{0,40}(火锅|烧烤|取暖|暖和|入冬|过冬|保暖|冬天|暖气|自驾|出发|旅游|旅行|出门|晒|物业|投诉|危险|孩子|小孩"
        r"|热车|暖车|预热|修车|洗车|保养|拿(个)?东西|取东西))"
        r"(?:" + ZH_SEALED + r"[^。！？\n]{0,16}?(" + ZH_FUME_MEANS + r")|(" + ZH_FUME_MEANS + r")[^。！？\n]{0,16}?" + ZH_SEALED
        + r"|(" + ZH_GARAGE_SHUT + r")[^。！？\n]{0,16}?(" + ZH_ENGINE_ON + r")|(" + ZH_ENGINE_ON + r")[^。！？\n]{0,16}?(" + ZH_GARAGE_SHUT + r")"
        r"|" + ZH_HEIGHT_WAY + r"[^。！？\n]{0,16}?(" + ZH_HEIGHT_TOLD + r")|(" + ZH_HEIGHT_TOLD + r")[^。！？\n]{0,16}?" + ZH_HEIGHT_WAY + r")"
    ),
    # Stop 46 (zhdose): a try that failed by a hair or was rescued, nothing named, and the next
    # resolved on (上回差一点，下回不会手软; 被救回来一次了，不会再有第二次; 第一次没成，我还会再来的)
    "again_resolved": (
        ZH_CLAUSE_HEAD + r"(上次|上回|那次|前几天那次|第一次)(真的|就|只)?(差一点|差点|只差一点|就差一点|差一点点)(点)?(就)?(成了|成功了)?"
        r"(?=[，,])[^。！？\n]{0,12}?" + ZH_NEXT_UNFALTERING
        + r"|被(?!" + G + r"{0,3}(保安|门卫|检票|老师|售票|工作人员))" + G + r"{0,4}(救|拉|拽|捞|拦)" + G + r"{0,6}[，,][^。！？\n]{0,8}?((不会|不能|绝不|不可能)(再)?(有)?第二次|"
        + ZH_NEXT_UNFALTERING + r")"
        r"|" + ZH_CLAUSE_HEAD + r"(第一次|上次|上回|那次)(没成|没成功|失败了)(?=[，,])[^。！？\n]{0,8}?(还会|会|还要|要)再(来|试)(一次|一回)?(的)?"
        r"(?=[，。！？,.!?~～]|$)"
    ),
    "other": (
        r"(猫|狗|狗狗|猫咪|宠物)(?=(把|会|又|在|咬|抓|挠|坐|趴|躺|蹲))|朋友(?!圈)|闺蜜|表哥|表姐|表妹|表弟|堂哥|堂姐|哥哥|姐姐|弟弟|妹妹|孩子|女孩|男孩|姑娘|妈妈|我妈|爸爸|我爸"
        r"|(?<![我的])(爷爷|奶奶|外婆|外公|姥姥|姥爷|舅舅|舅妈|姑姑|姨妈|大伯|伯伯|婶婶)"
        r"|母亲|父亲|女儿|儿子|同学|同事|室友|舍友|邻居|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|对象|学生"
        r"|的是我(弟|妹|哥|姐|妈|爸)(?!的)"  # probe 19: "洗胃的是我弟"
        # stop 46: hearsay of an unnamed one's habit or past ("听说当年总爱寻死觅活的")
        r"|(?<!我)听说(?=(那人|那个人|人家)?(当年|以前|那时候|那会儿|早年|年轻时|小时候|前两天|前几天|上个月|去年|又|总|老是|一直|经常|天天))"
        r"|(那么多|这么多|很多|好多|许多|不少|一些|那些|这些)(的)?人(?![家生命])"  # stop 41: a crowd
        r"|病人|来访者|借款人|有的人|有些人|伤者|病号|主角|角色|明星|名人|网友|有人(?!知道|能告诉|可以告诉|清楚|懂|了解|晓得)|别人|他们|她们|(?<![吉雷])他(?!汀|达拉非|克莫司)|她|人家|你|学妹|学姐|学弟|学长|师兄|师姐|同桌|老板|领导|上司|队友|前任"
        r"|我(姐|哥|弟|妹|奶奶|爷爷|外婆|外公|姥姥|舅舅|阿姨|叔叔|姑姑|姑妈|姨妈|小姨|大姨|舅妈|婶婶|伯伯|大伯)|大叔|大妈|大爷|顾客|客人|乘客|用户|路人|陌生人|亲戚|小孩|某人|患者|工人|师傅|保洁|消防员|蜘蛛人|快递员|外卖员|民警|警察|救生员|施工队|装修工|电工|维修工|(和|跟|对)我(说|讲)|告诉我|(?<!声音)(让|叫|骂|逼)我"
    ),
}

# The learned layer speaks only for a Chinese turn that uses a word of this vocabulary of death,
# ending, harm and despair (ADR 0102): on counseling talk without any of them it fired on one
# dialogue in eight, and every PsySUICIDE risk item of the tune half it caught has one.
ZH_RISK_VOCABULARY: Final = (
    r"死|活|命|伤|痛苦|绝望|崩溃|消失|解脱|结束|离开|了结|药|刀|血|割|跳|楼|绳|自杀|轻生|撑不|熬不|放弃|毁|出生|醒|睡下去|期待|配|扎"
    r"|告别|遗|天堂|意义|意思|醒来|睡过去|窒息|喘不过气|世界|累|受够|崩|自残|自虐|耳光"
)

# The English learned layer (ADR 0129) speaks only for a turn with a word of this vocabulary of
# death, ending, harm, means and despair, written before the layer was measured on anything held
# out, as the Chinese one is the Chinese layer's gate.
EN_RISK_VOCABULARY: Final = (
    r"\b(?:die[sd]?|dying|dead|death|deadly|kill\w*|suicid\w*|unalive\w*|alive"
    r"|(?:to|not|stop|keep) liv(?:e|ing)|my life|(?:end|ending|ended|take|taking) (?:it|my|things"
    r"|everything)|goodbye\w*|farewell|disappear\w*|vanish\w*|exist\w*|wake up|never wake"
    r"|sleep forever|pills?|overdos\w*|od|tablets?|tylenol|stash|cut(?:ting)? (?:myself|my)|blade"
    r"|razor\w*|knife|bleed\w*|blood|wrists?|hurt\w*|harm\w*|scars?|jump\w*|bridge|roof\w*"
    r"|ledge|cliff|railing|hang\w*|rope|noose|gun|shoot|bullet\w*|drown\w*|hopeless\w*"
    r"|worthless|useless|burden\w*|pointless|no point|meaningless|numb|give up|giving up|gave up"
    r"|can'?t (?:go on|take (?:it|this)|do this|keep going|cope)|better off|no (?:reason|way out"
    r"|future|hope)|gave away|giving away|tired of (?:living|life|it all|everything|being)"
    r"|(?:a|the|my) (?:note|letters?|will))\b"
)

# English fragments shared by several atoms: a drug by name, and an outcome that is death.
# Stop 34 (probe 36): an amount told by someone else, not searched for ("my doctor told me how
# many pills would be too many", "the label says how many..."): safety advice reported.
EN_ADVICE_TOLD: Final = (
    r"(?<!told me )(?<!told us )(?<!explained )(?<!says )(?<!said )(?<!showed me )(?<!asks me )"
    r"(?<!asked me )(?<!tells me )(?<!explains )(?<!shows me )"
)
# Stop 42 (ADR 0110 amendment "stop 42"): the medicines an overdose is told by, as a word table
# by kind (generic and brand names, street names), so that a kind is read whole and a name
# missing from it is a gap in one row, not in the phrases that take a drug. The rows are joined
# into one alternative (``EN_DRUG``) that every drug phrase uses.
EN_DRUG_KINDS: Final[dict[str, str]] = {
    "general": r"pills|tablets|meds|medications?|painkillers|sleeping pills|sleeping tablets"
               r"|\d+ ?(mg|mcg) (ones|tabs)",  # stop 48 (enimplied): "the 500mg ones"
    "painkillers": (
        r"tylenol|paracetamol|acetaminophen|panadol|calpol|aspirin|ibuprofen|nurofen|advil|motrin|naproxen"
        r"|aleve|co-?codamol|codeine|dihydrocodeine|solpadeine|panadeine|tramadol|oxy\w*|morphine|fentanyl"
        r"|opioids|opiates|percocets?|percs|norcos?|vicodin|vikes|roxys|roxies|roxicodone|hydros|hydrocodone"
        r"|dilaudid|methadone|buprenorphine|subutex|excedrin|gabapentin|pregabalin|lyrica"),
    "sleeping pills": (
        r"ambien|zolpidem|zopiclone|zimovane|temazepam|nytol|sominex|unisom|doxylamine|trazodone"
        r"|mirtazapine|remeron"),
    "benzodiazepines": (
        r"benzos|xanax|alprazolam|valium|diazepam|klonopin|klonopins|clonazepam|ativan|lorazepam"
        r"|librium|chlordiazepoxide|oxazepam|xann(y|ies)|xans|(xanax|xan|zan|my) bars|downers|etizolam"),
    "antidepressants": (
        r"antidepressants?|sertraline|zoloft|prozac|fluoxetine|lexapro|(es)?citalopram|celexa|paroxetine"
        r"|paxil|seroxat|duloxetine|cymbalta|amitriptyline|nortriptyline|imipramine|dosulepin|wellbutrin"
        r"|bupropion|effexor|venlafaxine"),
    "antipsychotics": (
        r"seroquel|quetiapine|olanzapine|zyprexa|risperidone|risperdal|aripiprazole|abilify|haloperidol"
        r"|haldol|clozapine|clozaril|chlorpromazine|lurasidone|latuda"),
    "mood stabilisers": (
        r"lithium|lamotrigine|lamictal|valproate|depakote|sodium valproate|carbamazepine|tegretol"),
    "antihistamines": (
        r"benadryl|diphenhydramine|promethazine|phenergan|piriton|chlorphenamine|hydroxyzine|atarax"
        r"|dramamine|dimenhydrinate"),
    "other medicines": (
        r"insulin|propranolol|adderall|addys"
        # stop 32: drugs met at work (a ward, a vet's, an ambulance)
        r"|pentobarbital|nembutal|euthasol|ketamine|propofol|midazolam|potassium chloride|vials|ampoules"),
}
EN_DRUG: Final = "(" + "|".join(EN_DRUG_KINDS.values()) + ")"
# Stop 43: the medicines a household buys or collects as a matter of course (over-the-counter
# painkillers and antihistamines, the daily psychiatric prescriptions): bought or only named
# they are everyday objects, a quantity or an act on them makes them a means (``rules.EVERYDAY``).
EN_EVERYDAY_DRUG: Final = (
    r"tylenol|paracetamol|acetaminophen|panadol|calpol|aspirin|ibuprofen|nurofen|advil|motrin"
    r"|naproxen|aleve|" + "|".join(EN_DRUG_KINDS[kind] for kind in (
        "antidepressants", "antipsychotics", "mood stabilisers", "antihistamines"))
)
# Stop 42 (lead): a supply of medicine by the time it was meant to last ("a month's worth of my
# lithium", "two weeks of seroquel").
EN_SUPPLY: Final = (
    EN_PERIOD + r"('s|s')?( worth| supply)?( of)? (my |the |those )?"
    r"(\w+ )?(" + EN_DRUG + r"|pills|meds|tablets|capsules)\b"
)
EN_FATAL: Final = (
    r"(to die|die|bleed out|bleed to death|shut (your|my|the|a) (liver|kidneys|heart) (down|off)"
    r"|stop (your|my|a|the) heart|(don't|do not|wouldn't|won't|not|can't|cannot) survive|no one survives"
    r"|(be |is )?fatal|lethal|(to )?not wake up|never wake up|kills? (you|a person|someone|me|a human)"
    r"|(to )?drown|(to )?(od|overdose)|suffocate|to end it|(freeze|starve|bleed) to death)\b"
)
# What an overdose is taken of: a drug by name, or the pills already spoken of (English).
EN_PILLS: Final = r"(\w+ )?(" + EN_DRUG + r"|capsules|them)\b"
# A welcomed end of one's own life: the end, and the frame that welcomes it (English).
EN_END: Final = (
    r"(died|die|dies|hit me|hits me|killed me|kills me|ran me over|runs me over|run me over|clipped me|knocked me (down|over)|struck me|took me out|flattened me|mowed me down"
    r"|(got|get|was|were) (hit|run over|killed)"
    r"|(didn't|never|don't) (wake|woke) up(?! (early|late|in time|on time|till|until|before|at|for|to)\b)"
    r"|got sick|got cancer|crashed|took me|takes me"
    r"|(got|get|was|were) (in|into) (a|an) (crash|wreck|car crash|pile-?up))"
)
EN_WELCOME: Final = (
    r"(relieved|fine|okay|ok|wouldn't (even )?(mind|care|be (upset|sad|sorry|bothered))"
    r"|would (even )?be (fine|okay|ok|a relief)|wouldn't (even )?be (so bad|the worst( thing)?|a bad thing)|a relief|not mind"
    r"|honestly (fine|ok|okay|glad)|glad|at peace|thankful|grateful)"
)

# Stop 40 (ADR 0110 amendment "stop 40"): a self-harm relapse in plain words — clean time from a
# self-harm word broken ("8 months clean from cutting and i relapsed"), a counter of it reset or
# lost ("reset my self harm counter", "lost my 100 day streak of not cutting"), back to day 0 of
# it. Clean time from drugs, drink, smoking or a diet, and other counters, are not read.
EN_SH_WORD: Final = (
    r"(not )?(cutting|(my)?self[- ]?harm(ing)?|sh|burning myself|hurting myself|harming myself|cutting myself"
    r"|scratching myself|the blade|blades)"
)

# Stop 41 (ADR 0110 amendment "stop 41"): a self-harm counter in either order — a duration of
# being clean or free of a self-harm word ("8 months clean from cutting", "60 days sh free",
# "six weeks without cutting", "cutting free for 3 months", "clean from sh since june") and its
# break told before or after it ("relapsed last night after …", "… and then i relapsed",
# "… until last night", "…, gone", "… but not anymore").
EN_DURATION: Final = (
    r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|few|a couple of"
    r"|several) (whole |full |straight |long )?(days?|weeks?|months?|years?|yrs?)"
)
EN_SH_CLEAN: Final = (
    r"((clean|free) (from|of) " + EN_SH_WORD + r"|" + EN_SH_WORD + r"[- ](free|clean))"
)
EN_SH_COUNTED: Final = (
    r"(" + EN_DURATION + r"[\w' ]{0,12}?\b(" + EN_SH_CLEAN + r"|(without|of|no) " + EN_SH_WORD + r"|not "
    + EN_SH_WORD + r")|" + EN_SH_CLEAN + r" (for|since) (" + EN_DURATION + r"|\w+)|since \w+,? (no|not|without) "
    + EN_SH_WORD + r")\b"
)
EN_SH_BROKEN_AFTER: Final = (
    r"[\w' ,.]{0,60}?\b(relapsed|relapse|did it again|slipped( up)?|gave in|broke it|messed (it )?up"
    r"|caved|cut again|ruined it|threw it (all )?away|(grabbed|picked up|used|took out|reached for) (the|a|my)"
    r" (blade|razor|lighter|knife)|until (last night|yesterday|today|tonight"
    r"|this morning|now)|back (to|at) (day )?(0|zero|one|1))\b"
    r"|,? (all |just )?gone\b(?=\s*(?:$|[.!?]))|[\w' ]{0,12},? but not anymore\b"
)
EN_SH_BROKEN_BEFORE: Final = (
    r"(relapsed|relapse|slipped( up)?|gave in|caved|cut again|did it again)\b[\w' ,.]{0,30}?\b"
)
EN_SH_RELAPSE: Final = (
    r"|\b(clean|free) (from|of) " + EN_SH_WORD + r"\b[\w' ,]{0,60}\b(relapsed|relapse|did it again|slipped( up)?"
    r"|gave in|broke it|messed (it )?up|caved|cut again|ruined it)\b"
    r"|\b(reset\w*|restart\w*|broke|broken|lost|ruined|ended|blew|start(ed|ing)? over)\b (my |the |a )?[\w' ]{0,20}?\b"
    + EN_SH_WORD + r" (free |clean )?(streak|counter|count|clock|tally)\b"
    r"|\b(reset\w*|restart\w*|broke|broken|lost|ruined|ended|blew)\b (my |the |a )?[\w' ]{0,20}?\b(streak|counter"
    r"|count|clock|tally) (of|on|for|from|without) " + EN_SH_WORD + r"\b"
    r"|\bback (to|at) (day )?(0|zero|one|1)\b( again)? (of|on|with|from|for) (the |my )?" + EN_SH_WORD + r"\b"
    r"|\b" + EN_SH_WORD + r" (free |clean )?(streak|counter|count|clock|tally|days)('s| is| was| has| got)?( gone)?"
    r" (back (to|at)|reset( to)?|down to|to|says|shows|reads|at) (day )?(0|zero|one|1)\b"
    r"|\b" + EN_SH_COUNTED + r"(" + EN_SH_BROKEN_AFTER + r")|\b" + EN_SH_BROKEN_BEFORE + EN_SH_COUNTED
    + r"|\b(cut|burned myself|hurt myself|self[- ]harmed|sh'd) again (after|for the first time in) " + EN_DURATION
)

# Stop 40 (ADR 0110 amendment "stop 40"): passive ideation as a family, not phrases — a frame that
# welcomes, wishes or finds no point in it (``EN_WELCOME_FRAME``) with any predicate that ends the
# speaker's own existence or presence (``EN_SELF_END``), in either order inside one clause, the
# speaker the subject ("to …", "if i …", "me", "my", or a thing that hits "me"). An end bound to
# an ordinary scope is no end of oneself (``EN_END_SCOPE``: "stop existing on social media",
# "not be around this weekend", "disappear for a week", "not wake up early").
EN_END_SCOPE: Final = (
    r"(?!,? (on|from|at|into|during|until|till|before|when|while|whenever|early|late|in time|on time|this|next"
    r"|with (my|the|a|an)|to (work|school|class|the|a|my)|for (?!good\b|ever\b|real\b)\w+)\b)"
    r"(?!,? (in|at) (the|a|my|this) (office|class|meeting|party|group|chat|morning|afternoon|evening|gym"
    r"|shop|house|flat|room|city|town|country)\b)"
)
EN_SELF_END: Final = (
    r"(((stop|stopped|stopping|cease|ceased|ceasing) (to )?exist(ing)?|(not|never|didn't|don't|wouldn't) "
    r"exist(ing|ed)?|(wasn't|weren't|was not|were not|not|never|no longer|wouldn't|won't) (be |being |been )?"
    r"(around|here|alive|in this world|on this earth)|(disappear|disappeared|disappearing|vanish|vanished"
    r"|vanishing)|((not|never|didn't|don't|wouldn't|won't) (to )?(wake|waking|woke) up)|(stay|staying) asleep"
    r"|(didn't|did not|never|wouldn't|won't) (recover|get better|pull through)"
    r"|my heart (just )?(stopped|stops|stop|gave out|gives out|would stop|quit)"  # stop 43
    r"|(stop|stopped|stopping|cease) being(?=\s*(?:$|[.,!?;]))|(be|was|were|being"
    r"|am|i'm) (just )?(gone|dead)|(die|died|dies|dying)|fade (away|out)|fading (away|out)|faded (away|out))\b"
    + EN_END_SCOPE
    + r"(?!,? (my|the|her|his|their|your|a|of|to|laughing|inside|off)\b)"
    r"|(got|get|gets|getting|was|were|be) (hit|run over|killed|taken out|mowed down) by (a |an |the |some )?"
    r"(\w+ )?(bus|car|truck|lorry|train|van|tram|taxi|something|anything|meteor|asteroid|lightning"
    r"|drunk driver)\b"
    r"|((a |the |some )(\w+ )?(bus|car|truck|lorry|train|van|tram|taxi|something)|something|anything|someone)"
    r" (hit|hits|ran over|runs over|killed|kills|took out|takes out) me\b)"
)
EN_WELCOME_FRAME: Final = (
    r"((would|'d|will|might|could) (honestly |really |just |actually |kind of |probably |almost )?be (such |so "
    r"|a |kind of |honestly |really ){0,3}(a )?(relief|nice|peaceful|a blessing|a mercy|welcome|easier|bliss|a gift)"
    r"|(wouldn't|would not|won't|wouldnt) (honestly |really |even |actually |exactly )?(mind|care|bother me|fight it"
    r"|be (mad|upset"
    r"|sad|sorry|bothered|angry|unhappy|the worst( thing)?|so bad|that bad|a bad thing|a tragedy))"
    r"|(i|i'd|i'll) (secretly |kind of |honestly |really |sort of |just |almost |keep |kept )?(hope|hoping|wish|wishing"
    r"|pray|praying|welcome it|would welcome it)|(what's|whats|what is) (even )?the point|no point"
    r"|(everyone|everybody|they|people|my family|my friends|the world|my parents)('d| would| will|'ll)( all)?"
    r" be (so |honestly |really )?(relieved|better off|happier|glad)"
    r"|(i'm|i am|im) (so |just |kind of |honestly |really |more than )?ready"
    r"|(i'm|i am|im) (not|no longer|not even) (scared|afraid|frightened))"
)
EN_WELCOMED_END: Final = (
    r"\b" + EN_WELCOME_FRAME + r"\b(,| if| that| when| in| for| of)? (i |me |to |i'd |i'll |i will |i could |i just |i got |if i )?"
    r"((just |honestly |really |simply |quietly |finally |kind of |ever |even |like |somehow |one day |to ){0,3})"
    r"((fall|go) (asleep|to sleep) and (just )?|(got|get|was|were|fell) (really |very |so )?(sick|ill) and )?"
    + EN_SELF_END
    + r"|(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\bjust ))(just )?(dying|to die|not waking up|never waking up|stopping"
    r" existing|not existing|disappearing for good|being gone|getting hit by (a|an|something) ?\w*) (in my sleep "
    r"|tonight |tomorrow |one day |someday )?(would|'d|will) (honestly |really |just |actually |kind of "
    r"|probably )?be (such |so |a |kind of |honestly |really ){0,3}(a )?(relief|nice|peaceful|a blessing|a mercy"
    r"|welcome|easier|bliss|a gift)\b"
)

# Stop 41 (ADR 0110 amendment "stop 41"): indifference to going on, paraphrased — no point or
# reason seen in the speaker's own being around, here or alive ("i don't really see a point in
# being around anymore", "there's no reason for me to stick around", "what's even the point of me
# still being here"), the presence ending its clause or followed only by "anymore" and its kin;
# not minding whether one wakes up, lives or makes it; an end of oneself told in an "if" and then
# accepted ("if i got hit by a bus tomorrow i wouldn't be mad about it", "if something happened
# to me …, i'd be okay with that").
EN_PRESENCE_ENDS: Final = (
    r"(?= (anymore|any more|any longer|(for )?(much|any) longer|at all|in this world|on this earth"
    r"|honestly|tbh|lol)\b|\s*(?:$|[.!?;]))"
)
EN_NO_POINT_IN_BEING: Final = (
    r"\b((don't|do not|can't|cannot|dont|cant) (really |even |honestly )?see (a|the|any) (point|reason)"
    r"|(no|not any|not a|not much|zero) (point|reason|use)|(lost|don't have|haven't got|have no) (any |every |all |my )?"
    r"(reason|point)|(what's|whats|what is) (even |really |honestly )?the"
    r" (point|use|reason)|(don't|do not|can't|dont|cant) see why i (should|would|need to|have to|would want"
    r" to))( in| of| to| for)?( me| myself| my)?( to)?( still| even| just| keep| keeping)? (be|being|stay"
    r"|staying|stick|sticking|hang|hanging|carry|carrying|go|going|live|living|exist|existing|breathe"
    r"|breathing)( around| here| alive| on| living| existing)?" + EN_PRESENCE_ENDS
)
EN_INDIFFERENT_END: Final = (
    r"\b(don't|do not|dont|wouldn't|won't|doesn't) (really |even |honestly |actually )?(care|mind|matter)"
    r" (whether|if) (i|i'd|i'll) (wake up|live|make it|survive|get up|see (tomorrow|the morning|another day)"
    r"|live or die|come home)\b(?! (early|late|on time|in time|before|at|for|to|from|in)\b)"
)
# Stop 48 (lead): a person or a pet the one reason one is still here ("the only reason i'm still
# here is my little brother"); being alive told as a sentence served ("existing feels like a prison
# sentence"); an end by a car shrugged at ("if a car gets me, whatever"). Not a party's cake, a
# commute felt as a sentence.
EN_LIFE_KEPT_FOR: Final = (
    r"\bthe only (reason|thing|one|person)( that)? (i'm|i am|im) (still (here|alive|around|breathing)|alive)"
    r"( is| are|,)? (because of |for )?(my|our|him|her)\b"
    r"|\bthe only (reason|thing|one|person)( that's| that is| that)? (keeping|keeps) me alive"
    r"( is| are|,)? (my|our)\b"
    r"|\b(existing|being alive|living|life|my life|staying alive|being here) (feels|is|has become|seems)"
    r" (just )?(like )?(a |an |one )?(long )?(prison( sentence)?|life sentence|(jail|prison) (term|sentence)|sentence"
    r"|punishment)\b"
    r"|\bif (a|the|some) (car|bus|truck|lorry|train|van) (gets|hits|takes|kills|takes out) me,? (then )?"
    r"(whatever|so be it|fine|oh well|who cares|good|i don't care|that's fine)\b"
    # no point seen in living or being alive ("i can't see the point of living anymore"); a bare "what's
    # the point of any of it" is hopelessness, no route alone (stop 36)
    r"|\b((don't|dont|do not|can't|cant|cannot) (really |even |honestly )?see |(what's|whats|what is) (even |really )?)"
    r"(the|a|any) point (in|of) (living|life|being alive|existing|going on|staying alive)( (anymore|any more|at all"
    r"|lately|these days))?(?=\s*(?:$|[.!?;,]))"
)
EN_END_ACCEPTED: Final = (
    r"\bif (i (got|get|was|were) (hit|run over|killed) by (a|an|the|some) (\w+ )?(bus|car|truck|lorry|train|van"
    r"|tram|taxi|drunk driver)|(something|anything) (bad )?(happened|happens|were to happen|was to happen) to"
    r" me|i (didn't|never|did not) (make it|come back|wake up)\b" + EN_END_SCOPE + r"|i (just )?(drifted|slipped)"
    r" (off|away)( and (that was|that's) it)?)\b[\w' ,]{0,40}?\b(i'd|i would|i'll|i will|i|that would|that'd"
    r"|it would|it'd)"
    r" (honestly |really |probably |actually )?(be (okay|ok|fine|alright|at peace|cool|good)|(wouldn't|would"
    r" not|won't) (be (mad|upset|sad|bothered|angry|sorry)|care|mind|fight it|complain))( (with|about) (it"
    r"|that))?\b"
)

# Stop 37: methods told by objects (ADR 0110 amendment "stop 37"). Weights in one's pockets, read
# beside water; something vague bought or ordered "to do it" (not a drill "to do it myself");
# an appliance in the bath with the speaker, or dropped into it; fuel poured over oneself.
EN_WEIGHTED: Final = (
    r"\b(filled|stuffed|loaded|weighed down|weighted( down)?) (both )?my (coat |jacket |hoodie |coat's )?pockets"
    r" with (stones|rocks|bricks|weights|dumbbells)\b|\b(stones|rocks|bricks|weights) in (both )?my (coat |jacket"
    r" |hoodie )?pockets\b(?![\w' ,]{0,30}\b(collect\w*|skim\w*|skipping|souvenirs?|for (the|my) (garden|kids|collection|aquarium|tank))\b)"
)
EN_WATER: Final = r"(river|lake|sea|ocean|canal|reservoir|quarry|water|pier|bridge|tide|loch|estuary|dam)\b"
EN_FOR_IT: Final = (
    r"(to (do it|end it|end things|end everything|end my life|kill myself|go through with it|finish it|not wake up)"
    r"|for (doing it|when i do it|the end|my exit|the last time))\b"
    r"(?! (myself|yourself|ourselves|themselves|properly|right|again|at home|better|quicker|faster|cheaper|safely"
    r"|with (him|her|them|my \w+)|for (him|her|them|me|us|my \w+)|on (my|the|a)|this (week|weekend|month|year)|up)\b)"
)
EN_BOUGHT_FOR_IT: Final = (
    r"\b(ordered|bought|got|purchased|picked up)( myself)? (something|the thing|a thing|the stuff|some stuff|stuff|it|them"
    r"|what i need(ed)?|the things|everything)\b[\w' ]{0,30}\b" + EN_FOR_IT +
    r"|\b(the thing|the stuff|the things|what|the package|the parcel|the order|the box|something|the kit)( that)? i"
    r" (ordered|bought|got|purchased)( [\w']+){0,4} " + EN_FOR_IT
)
EN_APPLIANCE: Final = (
    r"(hair ?dryer|hairdryer|toaster|radio|heater|fan heater|straighteners|hair straighteners|curling (iron|tongs)"
    r"|electric fire|extension (lead|cord)|space heater)"
)
EN_NOT_IN_USE: Final = (
    r"(?![^.!?\n]{0,40}\b(listen\w*|music|podcast|jazz|audiobook|songs?|the (match|game|news|cricket|football)"
    r"|dry|drying|warm)\b)"
)
EN_BATH_APPLIANCE: Final = (
    r"\b" + EN_APPLIANCE + r"\b[\w' ,]{0,30}\b(plugged in|switched on|turned on|on the edge|on the side|next to|by"
    r"|beside)\b[^\n]{0,40}\b(i'm|i am|im|sitting|lying|getting) in (the|my) (bath|tub|bathtub)\b" + EN_NOT_IN_USE +
    r"|\b" + EN_APPLIANCE + r"\b[\w' ,]{0,30}\b(on|by|next to|beside) the (side|edge) of (the|my) (bath|tub|bathtub)\b"
    r"[^\n]{0,30}\b(i'm|i am|im) (getting|climbing|stepping|going) in(to it)?\b" + EN_NOT_IN_USE +
    r"|\b(i'm|i am|im|sitting|lying) in (the|my) (bath|tub|bathtub)\b[^\n]{0,40}\b" + EN_APPLIANCE
    + r"\b[\w' ,]{0,30}\b(plugged in|switched on|in my hand|in my hands)\b" + EN_NOT_IN_USE +
    r"|(?<!nearly )(?<!almost )(?<!never )\b(drop|dropping|throw|throwing|pull|pulling|knock|knocking|toss|tossing|tip"
    r"|tipping) (the|a|my) " + EN_APPLIANCE + r" (in|into) (the|my) (bath|tub|bathtub|water)( with me)?\b"
    r"(?! by accident| accidentally)"
)
EN_FUEL: Final = (
    r"(petrol|gasoline|gas|lighter fluid|kerosene|paraffin|diesel|fuel|accelerant|white spirit|turpentine)"
)
EN_DOUSED: Final = (
    r"\b(poured|pouring|doused|dousing|soaked|soaking|drenched|splashed|tipped|covered)( the| some| a can of"
    r"| a bottle of)? " + EN_FUEL + r" (all )?(over|on) (myself|me|my (head|body|clothes|hair))\b"
    r"(?! by accident| accidentally)"
    r"|\b(doused|dousing|soaked|soaking|drenched|covered|poured) (myself|my (clothes|body|hair)) (in|with) "
    + EN_FUEL + r"\b"
    r"|\b" + EN_FUEL + r"\b[^\n]{0,60}\b(pour|douse|soak|drench|tip|splash)(ing|ed)? (it|them|the (can|bottle|lot)|the lot)"
    r"( all)? (over|on) (myself|me|my (head|body|clothes))\b"
)


# Stop 37: relief, hope or gladness at a fatal diagnosis, the diagnosis not denied ("i'd be
# relieved if the scan shows cancer", "when the doctor said it might be terminal i felt relief"),
# not relief at an answer or a treatment found.
EN_DIAGNOSIS: Final = (
    r"(?<!\bno )(?<!\bnot )(?<!n't )(?<!non-)(?<!non )\b(cancer|terminal|malignant|fatal|incurable|inoperable"
    r"|stage (four|4|iv)|a tumou?r)\b"
)
EN_GLAD_OF_IT: Final = (
    r"(relieved|a relief|relief|glad|happy|grateful|thankful|at peace|calm|secretly hop(ed|ing)"
    r"|kind of hop(ed|ing)|part of me hoped|wouldn't mind|would not mind|wouldn't care)"
)
EN_NOT_AN_ANSWER: Final = (
    r"(?![^.!?\n]{0,60}\b(know what|knew what|answers?|explanation|treatable|caught (it )?early|treatment"
    r"|a plan|at least we know|finally know|benign|all clear|not cancer|clear)\b)"
)
EN_FATAL_HOPED: Final = (
    r"\b" + EN_GLAD_OF_IT + r"\b[\w' ,]{0,30}\b(if|when|that)\b[\w' ,]{0,40}\b(it('s| is| was| were| turns out to"
    r" be| came back as| comes back as| might be| may be| could be)|(the )?(scan|biopsy|tests?|results?|bloods?|lump"
    r"|mri|ct|doctor|diagnosis)( shows?| showed| came back| comes back| turns? out| is| was| said| says| confirms"
    r"| confirmed)?( it'?s| it is| it was| to be| as| it might be| it could be)?) (a )?" + EN_DIAGNOSIS + EN_NOT_AN_ANSWER +
    r"|\b(scan|biopsy|tests?|results?|doctor|lump|mri|diagnosis|oncologist|consultant)\b[\w' ,]{0,40}"
    + EN_DIAGNOSIS + r"[\w' ,]{0,30}\bi('d| would|'ll| will| think i'd| think i'll| think i would)? (be |feel |felt |was"
    r" |honestly |actually |kind of |just |mostly |probably )*"
    r"(relieved|relief|glad|happy|grateful|at peace|calm)\b" + EN_NOT_AN_ANSWER
)


# A hanging said by its verb ("going to hang from the beam"), walking or stepping into traffic,
# and carbon monoxide made ready (an exhaust piped in, an engine running in a shut garage,
# charcoal lit indoors) (English).
EN_HANG: Final = (
    r"\b(i'll|i will|i'm going to|going to|gonna|i want to|wanna|about to|plan to|planning to|i'm gonna)"
    r" hang (from|off|tonight|tomorrow|myself|there(?!,? with)"
    r"|in (the|my) (closet|garage|basement|attic|woods|barn|shed|bathroom|bedroom|stairwell))\b"
    r"|\b(to|i'll|i will|i'm|gonna) hang(ing)? (myself )?(from|off) (the|a|my)\b(?! (monkey )?(bars?|rings|pull-?up|swing))"
    r"|\b(it|the \w+|that|this) (holds|can hold|will hold|held|would hold|could hold) my weight\b"
    r"|\bthe (rafters?|beams?|branch(es)?|tree|pipe|rail|hook|banister|bannister|joists?|loft hatch|ceiling fan|light fitting)( in the \w+)? (will|would|can|could|should) (easily |surely )?hold me\b(?! (up|back|down|tight|close|in)\b)"
    r"|\b(belt|rope|cord|scarf|cable|extension cord|sheet)s? (and|with) (a |the |some )?(sturdy |strong |big |metal )?(hook|beam|rafter|pipe|bar|door ?frame)\b"
)
EN_TRAFFIC: Final = (
    r"\b(walk|walking|walked|step|stepping|stepped|dart|darting|throw myself|throwing myself|jump|jumping)"
    r" (out )?(into (the )?(oncoming |highway |freeway |motorway |rush hour |busy |moving |speeding )?traffic"
    r"|(in front of|under) (the |a |an )?(next |oncoming |moving |speeding |passing |big )?((car|bus|truck|lorry|semi|van)s?|traffic))\b"
    # stop 37: the object told before ("waiting for a lorry to step out in front of")
    r"|\b(step|stepping|walk|walking|jump|jumping|throw myself|dart|darting)( out)? in front of(?=\s*(?:$|[.,!?;]))"
)
# What one will do: "running into traffic" is a delay unless one means to.
EN_INTENDS: Final = r"\b(gonna|going to|i'll|i will|about to|plan to|planning to|want to|wanna|i'm|i am) (just )?"
EN_RUN_INTO: Final = EN_INTENDS + r"run (out )?into (the )?(oncoming |highway |freeway |busy )?traffic\b"
# Probe 18: a cord, a cable, a belt or a scarf fixed to a beam or a rail (or round the neck) and
# the speaker up on a stool or a chair, in either order ("cord's around the beam, I'm on the
# stool"): a setup, made ordinary by a bulb, curtains or a swing in its sentence.
EN_CORD_FIXED: Final = (
    r"\b(cord|extension cord|cable|wire|belt|scarf|sheet|strap|leash|dog lead)s?('s| is| are)? (already )?"
    r"(wrapped |tied |looped |wound |fastened |knotted |hooked |secured )?(around|round|to|over|on) (the|a|my) (\w+ )?"
    r"(beam|rafter|pipe|rod|rail|railing|banister|bannister|hook|door ?frame|ceiling fan|light fitting|joist|branch|neck|bunk)s?\b"
    r"|\b(wrapped|tied|looped|wound|fastened|knotted|hooked|secured) (the|a|my) (\w+ )?(cord|cable|wire|belt|scarf|sheet|strap|leash)"
    r" (twice |tight )?(around|round|to|over|on) (the|a|my) (\w+ )?(beam|rafter|pipe|rod|rail|railing|banister|bannister|hook|door ?frame|ceiling fan|light fitting|joist|branch|neck|bunk)s?\b"
)
EN_UP_ON: Final = (
    r"\b(i'm|i am|standing|stood|stand|up|climbed|i'm up|sitting|kneeling) (up )?on (the|a|my|top of the) (edge of the )?"
    r"(stool|chair|bed|ladder|step ?ladder|bucket|box|crate|table|desk)\b"
)
# Stop 40: a thing named only by a pronoun tied to a point one hangs from ("tied it to the banister",
# "tied it to the wardrobe door"): the verb and the point say what "it" is; a fence, a dock, a tree
# or a post is no such point.
EN_HANGING_POINT: Final = (
    r"(beam|rafter|pipe|rod|curtain rail|railing|banister|bannister|stair ?rail|hook|door ?frame|ceiling fan"
    r"|light fitting|joist|loft hatch|wardrobe door|closet door|bedroom door|top of the door|door handle"
    r"|doorknob|coat hook|clothes rail|bunk bed|top bunk)s?"
)
EN_TIED_BY_PRONOUN: Final = (
    r"\b((tied|tie|tying|knotted|looped|fastened|secured)( it| them| that| this)( (up|tight|securely))? (to|round"
    r"|around|over|from|onto|on) (the|a|my) (\w+ )?" + EN_HANGING_POINT + r"|(hung|hooked|fixed)( it| them| that| this)"
    r" (to|round|around|over|from|onto|on) (the|a|my) (\w+ )?(beam|rafter|pipe|banister|bannister|joist|loft hatch"
    r"|ceiling fan|light fitting|stair ?rail)s?)\b"
    r"(?![\w' ]{0,30}\bfor (the|a|an|my|our) (\w+ )?(bag|swing|hammock|washing|clothes|plants?|lights?|decorations?"
    r"|bunting|banner|sign|picture|mirror|bike|pull-?up|bar|rings|trx|stretch\w*|physio|dog)\b)"
)
EN_LIGATURE_SET: Final = (
    "(" + EN_CORD_FIXED + r")[^\n]{0,40}" + EN_UP_ON + "|" + EN_UP_ON + r"[^\n]{0,40}(" + EN_CORD_FIXED + ")"
    + "|" + EN_TIED_BY_PRONOUN
)
# Stop 36: a car warming up, defrosting or waiting for the garage door to open is no seal.
EN_CO_OPEN: Final = (
    r"(?![\w' ,]{0,40}\b((door|doors)('s| is| are)? (goes|going|went|opening|open|up|rising|comes up)"
    r"|warm(s|ing)? up|defrost\w*|to (warm|heat|cool|charge))\b)"
)
EN_CO: Final = (
    r"\b(hose|tube|pipe)\b[\w' ,]{0,30}\b(from|to|into|onto|on|fits|fitted|reaches) the (exhaust|tailpipe)\b"
    r"|\b(exhaust|tailpipe)\b[\w' ]{0,30}\b(into|through|to) (the|my) (car|window|back window|cabin)\b"
    r"|\b(car|engine|motor)('s| is)? (running|on|idling) in the (closed|shut|locked|sealed) garage\b"
    r"|\b(in|inside) (the|my) (closed |shut |locked )?garage\b[\w' ,]{0,20}\bwith the (engine|motor|car) (running|on|idling)\b" + EN_CO_OPEN +
    r"|\bgarage('s| is)? (sealed|shut|closed|locked)\b(?! (for|until|till|on|at|today|due|because|to)\b)"
    r"[\w' ,]{0,30}\b(engine|car|motor)('s| is)? (running|on|idling)\b"
    r"|\b(run|running|idle|idling|leave|left|leaving) (the |my )?(car|engine|motor)\b[\w' ,]{0,20}\b(in|inside) the (closed |shut |sealed )?garage\b"
    r"|\b(mixed|poured|stirred|dissolved|put) (the |some |a bottle of |a cup of )?(\w+ )?" + EN_POISON + r" ?(into|in) my (drink|coffee|tea|water|juice|soda|cup|glass|gatorade|coke|lemonade|smoothie|milk|beer|wine|vodka|mug|bottle)\b"
    r"|\bgarage\b[\w' ,]{0,40}\b(engine|car|motor)('s| is)? (running|on|idling)\b[\w' ,]{0,30}\b(door|doors)('s| is| are)? (shut|closed|down|locked)\b"
    # stop 36: the car running in the garage, then the door down; the garage shut, then the engine
    # left on (and the other way round)
    r"|\b(engine|car|motor)('s| is)? (running|idling|on) in the garage\b[\w' ,]{0,30}\b(door|doors)('s| is| are)? (pulled |all |already )?(shut|closed|down|locked)\b" + EN_CO_OPEN +
    r"|\b(shut|closed|locked|sealed|pulled down) (the|my) garage( door)?\b[\w' ,]{0,30}\b(left|leaving|kept|turned on|started) (the|my) (engine|car|motor)( on| running)?\b"
    r"|\b(left|leaving|kept|turned on|started) (the|my) (engine|car|motor)( on| running)?\b[\w' ,]{0,30}\b(shut|closed|locked|sealed|pulled down) (the|my) garage( door)?\b"
    # stop 36: the door shut before the engine, or the engine running before the garage shut
    r"|\bgarage\b[\w' ,]{0,40}\b(door|doors)('s| is| are)? (shut|closed|down|locked)\b[\w' ,]{0,30}\b(engine|car|motor)('s| is)? (running|on|idling)\b(?=\s*(?:$|[.!?;,]))" + EN_CO_OPEN +
    r"|\b(engine|car|motor)('s| is| has)?( been)? (running|idling|on) (for \w+ (minutes|mins|hours?) )?[\w' ,]{0,12}\b(the |my )?garage('s| is)? (door )?(shut|closed|sealed|locked|down)\b"
    # stop 46 (lead): the garage shut and the car beside it fuelled or its keys in, in either
    # order, not for a trip or a drive told after
    r"|(\b(shut|closed|locked|sealed|pulled down) (the|my) garage( door)?|\bgarage( door)?('s| is) (shut|closed|locked|down))\b"
    r"[\w' ,]{0,40}\b(full tank|tank('s| is) full|(the )?keys?('s|'re| is| are)? in (it|the ignition|the car)|fuelled up)\b"
    r"(?![^.!?\n]{0,40}\bfor ((the|a|our|my|tomorrow'?s?) (\w+ )?(trip|drive|journey|holiday|run|commute|morning)"
    r"|dad|mum|mom|him|her|them|my \w+|tomorrow|work|school|the morning)\b)"
    r"|\b(full tank|tank('s| is) full|(the )?keys?('s|'re| is| are)? in (it|the ignition|the car))\b[\w' ,]{0,40}"
    r"(\b(shut|closed|locked|sealed|pulled down) (the|my) garage( door)?|\bgarage( door)?('s| is) (shut|closed|locked|down))\b"
    r"|\bcharcoal\b[\w' ]{0,20}\b(lit|burning)\b[\w' ]{0,10}\b(in|inside) (the|my) (bathroom|bedroom|room|car|tent|closet|apartment)\b"
    r"|\b(lit|burning) (the |some )?charcoal (in|inside) (the|my) (bathroom|bedroom|room|car|closet|apartment)\b"
    r"|\b(in|inside) the car\b[\w' ,]{0,20}\b(charcoal|grill|hibachi|bbq|barbecue)\b[\w' ,]{0,30}\bwindows (rolled )?(up|closed|shut)\b"
)

# Probe 18: a try that failed with nothing named as what was tried, and a day named for the next.
EN_TRIED_FAILED: Final = (
    r"\btried (it )?(last (week|month|year|weekend|night|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|(two|three|four|a few|a couple of|\d+) (days|weeks|months|years) ago|in (january|february|march|april|may|june|july"
    r"|august|september|october|november|december)|before|once|already)\b[\w' ,.]{0,30}\b(didn't work|did not work|failed"
    r"|woke up|survived|got found)\b"
    r"|\b(the|my) (last |first )?(attempt|try)( in \w+| last \w+)? (failed|didn't work|did not work)\b"
)
# Stop 46 (enlook): a try given up with what was tried left unnamed ("last time i chickened out
# halfway", "bottled it on the bridge in may"): a try told bare (``rules._retried``), a prior attempt
# beside a repeat resolved to ("not this time"). Not one with its object told ("chickened out of
# asking her out", "halfway up the climbing wall"); a place after it only a place of danger.
EN_ABORTED: Final = (
    r"\b(chickened out|bottled it|bottled out|lost my nerve|lost the nerve|backed out|bailed|got cold feet"
    r"|couldn'?t go through with it|couldn'?t follow through|wimped out|pussied out|got found( too (early|soon))?)"
    r"( (halfway|half way|half-way|at the (last|final) (minute|second)|last minute|in the end|again|twice))?"
    r"( (on|at|off|by|from) (the|that|my) (bridge|roof|rooftop|edge|ledge|cliffs?|tracks|platform|car park"
    r"|multi[- ]storey|tower|building|pier|river|railway|motorway|overpass|top))?"
    r"( (last \w+|(back )?in \w+|\w+ (days?|weeks?|months?|years?) ago|before))?(?=\s*(?:$|[.,!?;…]))"
)
# Stop 46 (enlook): a repeat resolved to in the retry's own words, read only beside a prior attempt
# of the speaker's own in the window (``rules._resolved_repeat``): "not again", "it won't happen
# again", "going to get it right", "i'll do it properly this time".
# Stop 47 (enlook): a means as a try's or a retry's ("tried the pills", "it'll be the bridge")
EN_TRIED_MEANS: Final = r"pills|tablets|overdose|rope|razor|blades?|bridge|roof|cliffs?"
EN_RETRY_MEANS: Final = EN_TRIED_MEANS + r"|train|tracks|car|knife|belt|gun|river|motorway"
# Stop 47 (enlook): a try told by its means and when ("already tried the pills in june"):
# retried, as a try given up is, by a repeat resolved to (``rules._retried``)
EN_TRIED_WITH: Final = r"tried (the |my |with |using |with my )?(" + EN_TRIED_MEANS + r")"  # stop 49: bare
EN_TRIED_BY_MEANS: Final = (
    r"(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\bi've )|(?<=\balready ))" + EN_TRIED_WITH +
    r"(?= ((back )?in|last) (year|month|spring|summer|autumn|fall|winter|january|february|march|april|may"
    r"|june|july|august|september|october|november|december|(19|20)\d\d)\b)")
EN_RESOLVE: Final = (
    r"(?:^|(?<=[.,!?;] ))(but )?not (again|this time)(?=\s*(?:$|[.,!?;…]))"
    r"|\b(won'?t|will not|not gonna|not going to|never gonna|ain'?t gonna) (bottle it|chicken out|back out|bail"
    r"|lose my nerve|lose the nerve|wimp out|pussy out|bottle out)( again| this time)(?=\s*(?:$|[.,!?;…]))"
    r"|\b(it|that)( won'?t|'s not going to| will not| ain'?t gonna| isn'?t gonna) happen (again|this time)\b"
    # stop 46 (lead): the ones who found or saved one last time will not this time ("they found me
    # in time last christmas. they won't this time")
    r"|\b(they|he|she|someone|somebody|anyone|nobody|no one|mum|mom|dad)( won'?t| will not| ain'?t gonna"
    r"| isn'?t gonna| aren'?t gonna| won'?t get to me| won'?t find me| won'?t be able to)( in time)? (this time"
    r"|again)(?=\s*(?:$|[.,!?;…]))"
    r"|\bnot (bottling|chickening out of|backing out of|wimping out of|messing up|screwing up|fucking up) it"
    r" (again|this time)\b|\bnot (bottling|chickening|backing|wimping|bailing|pussying) out (again|this time)\b"
    # stop 49 (lead): better prepared this time ("i'm better prepared now")
    r"|\b(i'm|i am|im|i'll be|ill be|i will be|i've got|i got)( a lot| much| way| so)? (better|more|properly|fully)"
    r" prepared( now| this time)?(?=\s*(?:$|[.,!?;…]))"
    r"|\b(worked out|figured out|know|found out) how to (stop|make sure|keep) (that|it|them|anyone)( from)?"
    r" (doesn'?t |does not |never |not )?(happen|happening|find|finding|stop|stopping)\w*( me)?( again)?\b"
    # stop 47 (enlook): the means named for this time ("this time it'll be the bridge")
    r"|\bthis time (it'?ll|it will|it'?s gonna|it'?s going to) be (the|a) (" + EN_RETRY_MEANS + r")(?=\s*(?:$|[.,!?;…]))"
    r"|(?<!not )(?<!n't )\b(going to|gonna|i'?ll|i will|i'm going to|i'm gonna) (get it right|do it (properly|right)"
    r"|make (it count|sure"
    r"( of it)?)|finish (it|the job))( this time| next time)?(?=\s*(?:$|[.,!?;…]))"
)
# Stop 35: what an "it" almost done was, told after it in its sentence: another act almost done
# ("…, nearly asked her out"), "i mean" ("…, the haircut i mean") or a doing that is no means
# ("…, finishing the whole puzzle").
EN_IT_TOLD_AFTER: Final = (
    r"(?![\w' ,]{0,40}\b(almost|nearly|was going to|wanted to) (?!(did|do|went|go|killed|kill|ended|end|took"
    r"|take|jumped|jump|swallowed|swallow|cut|hanged|hung|overdosed|pulled)\b)\w+)"
    r"(?![\w' ,]{0,40}\bi mean(t)?\b)(?![\w' ]{0,24}, (?!(taking|swallowing|cutting|jumping|hanging|overdosing"
    r"|ending|killing|holding|standing|sitting)\b)\w+ing (the|my|a|an|that|this|all|our)\b)"
)
# Stop 35: an attempt almost made, told without its means or its rescuer ("i almost did it",
# "came so close to ending it", "nearly went through with it"), unless an accident, a laugh or
# another act almost done follows ("…, nearly asked her out"); a bare "i was this close" only
# right after a wish. A prior attempt alone; with a recent day ("almost") an attempt just made.
# Stop 35: a better place one goes to by a new job, a flat, a move or a bus, or better than or
# for something, is a place.
# Stop 35: what no one would notice one did is an outing or an errand, not one's absence ("no one
# would notice if i skipped the party").
# Stop 35: not waking up late, early or in time for something is oversleeping.
EN_WAKE_ON_TIME: Final = (
    r"(?! (((so|too|this|that|really|super) )?(late|early)|in time|on time|till|until|before|at|for (work"
    r"|school|class|my|the|an?)|to (my|the|an?) (alarm|phone|call))\b)"
)
# Stop 35: not existing somewhere or on some days is being away from it ("on social media").
EN_EXIST_SOMEWHERE: Final = (
    r"(?! (on|in|at|for) (social|the (internet|group|chat|office|team)|instagram|twitter|facebook|tiktok"
    r"|snapchat|work|school|mondays?|weekends?)\b)"
)
EN_ONLY_AN_OUTING: Final = (
    r"(?! (skipped|missed|left early|didn't (come|go|show|turn)|wasn't at|wore|changed|cut|dyed|took|came"
    r"|stayed|went|forgot|swapped|ate|bailed|showed up)\b)"
    # stop 39: a place or a gathering left, a while or a place one is gone from
    r"(?! (left|leave) (the|my|a|an|work|school|class|early|now|at)\b)(?! died (my|her|his) (hair|clothes)\b)"
    r"(?! (was|were) (gone|away|missing|absent) (for(?! (good|ever)\b)|from|at|off)\b)"
    r"(?! (disappeared|vanished) (for(?! (good|ever)\b)|from)\b)"
)
# Stop 39: an absence imagined as unnoticed, unmourned or better for others ("they'd barely
# notice i was gone", "wouldn't matter if i disappeared", "if i disappeared tomorrow nobody would
# notice", "my family would be happier without me around") — not an absence for a while or from
# a place ("… for a week", "… from the group chat"), nor hair dyed.
EN_ABSENCE: Final = (
    r"(gone|dead|died|disappeared|vanished|wasn't (here|around|alive)|weren't (here|around|alive)"
    r"|stopped existing|didn't exist|dropped dead|was never born)\b"
    r"(?! (for(?! (good|ever)\b)|from|off|at|to|on)\b)(?! (my|his|her|their) (hair|clothes|shirt|nails)\b)"
)
EN_UNNOTICED: Final = (
    r"\b(notice|care|mind|miss me|blink)"
)
EN_ABSENCE_UNNOTICED: Final = (
    r"\b(they'd|they would|people would|nobody would|no one would|noone would|everyone would|my \w+"
    r" would|my \w+ wouldn't|the world would|the world wouldn't|they wouldn't|it'd take them (weeks|days"
    r"|months|ages|a while)) (even |barely |hardly |not |never |to )?" + EN_UNNOTICED
    + r"( that)?( if)? i('m| was| were| had)? " + EN_ABSENCE
    + r"|\b(wouldn't|would not|won't|doesn't|does not) (even |really )?matter if i (just )?" + EN_ABSENCE
    + r"|\bif i (just )?(was |were )?" + EN_ABSENCE + r"( tomorrow| today| tonight| now)?,? (nobody|no one"
    r"|noone|none of them|not (one|a single) (person|soul)) (would|will) (even )?" + EN_UNNOTICED
    + r"|\b(nobody|no one|noone) (would|will) (even )?blink if i " + EN_ABSENCE
    + r"|\b(would|'d) be (happier|better off|better|fine|relieved) without me( around| here| in (it|the"
    r" picture))?(?=\s*(?:$|[.,!?;]| lol| lmao| haha| tbh| ngl| honestly))"
)
# Stop 38: a purpose clause after going somewhere (ADR 0110 amendment "stop 38"): "going up to the
# multi storey tonight to pick up my car", "walking down to the river tonight to feed the ducks".
# A motion, its destination (a determiner and a few words), the time, then "to" and a verb: the errand the place and the time are for. Not a purpose of its own when the verb is what
# one does at an edge or with a means (to be, do, end, jump, think, sit, look, say, take ...: the
# words those wishes are told in), when "to" opens another destination, or when the clause goes on
# to a last time or a goodbye; the speaker's own intent, farewell or refusal stays a signal beside
# it (an ordinary use holds back only the place, the means and the time).
EN_MOTION: Final = (
    r"\b(going|go|goes|went|heading|head|headed|walking|walk|walked|driving|drive|drove|popping|pop"
    r"|nipping|nip|cycling|cycle|running|run|getting|get|climbing|climb|coming|come|off)"
    r"( up| down| over| out| across| back| round| along)?"
    r" (to|on|onto|over|across|along|up to|down to|out to|into)"
    r" (the|a|my|our|that|this) [\w' -]{1,30}?"
)
EN_WHEN_TOLD: Final = (  # the time the place is named with: the clause's rare mark ("tonight to ")
    r" (tonight|tomorrow( morning| afternoon| evening| night)?|today|later( on)?|this (morning|afternoon"
    r"|evening|weekend))"
)
EN_NO_ERRAND: Final = (
    r"(?!(the|a|an|my|your|his|her|our|their|this|that|it|me|him|them|us|where|there|here|be|do|end"
    r"|die|jump|kill|finish|say|think|sit|stand|look|watch|see|feel|fly|fall|let|step|climb|lean|hang"
    r"|drown|disappear|leave|not|never|finally|just|walk|swallow|take|throw|count|write|put|cut|hurt"
    r"|harm|try|test|sleep|rest|escape|breathe|clear|cry|scream|get(?! to (my|the|work|school|\w+'s)\b)|go"
    r"|wait|stay|pray|listen|decide"
    r"|figure|measure|check|find|make|give|hide|lie|stop|face|settle|join|drive|crash|swerve|dive|plunge"
    r"|overdose|use|meet (my|your) maker"
    r"|spend (my|the) last|have (a|one) (last|final))\b)"
)
EN_ERRAND_TOLD: Final = (
    EN_MOTION + EN_WHEN_TOLD + r" to " + EN_NO_ERRAND + r"[a-z]+\b"
    r"(?![^.!?\n]{0,40}\b(last|final|goodbye|forever|for good|one more time|never)\b)"
    r"(?![\w' ]{0,40}\b(" + EN_DRUG + r"|pills?|tablets|rope|gun|blades?|razors?|knife|ammo|poison|charcoal"
    r"|helium|bleach)\b)"  # an errand for a means is no errand that holds the means back
)
EN_BETTER_PLACE_BY: Final = (
    r"(?![\w' ,]{0,40}\b(new (job|flat|house|home|school|city|place|team)|job|flat|apartment|moving|move|than"
    r"|for (my|the|work|school)|bus|train|coach|flight|plane|ferry|gets in|arrive|arrives|drive|driving)\b)"
)
# Stop 39: the whole of one's own supply taken, said as intent with no time ("i'm going to take
# all my pills", "gonna swallow every tablet i've got"): a frame of intent, a verb of taking and
# the whole of a supply; not a regimen, a carrying or a course ("… with food", "… on time", "…
# back to the pharmacy", "… until the course is finished").
EN_WHOLE_SUPPLY_TAKEN: Final = (
    r"\b(going to|gonna|i'll|i will|want to|about to|planning to|plan to|thinking (of|about)|might"
    r"|tempted to|ready to|decided to)( just| finally| simply)? (take|taking|swallow|swallowing|down"
    r"|downing|neck|necking|overdose on|od on) (all|every|each|the whole|the entire|my whole|my entire)"
    r"( (of|one of))?( my| the| these| those| of)?( [\w']+)? (" + EN_DRUG + r"|(supply|stash|stock|box|bottle"
    r"|packet|pack|strip|lot)( of (my|the) \w+)?|tablet|pill|capsule|prescription)\b"
    r"(?![\w' ]{0,30}\b(with (food|breakfast|lunch|dinner|water|milk|a meal|meals|me|us)|on time"
    r"|in the (morning|evening)|at (night|bedtime|breakfast)|every (day|morning|night|evening)|daily"
    r"|as (prescribed|directed|told)|back|to (the|my|a)|in(to)? (a|the|my) (pill|weekly|dosette|box|bag"
    r"|case|organi[sz]er)|once i|before (the|bed|i|breakfast|work|school)|after (i|meals|food|eating"
    r"|breakfast)|until|till|from now on|each day|on holiday|away)\b)"
)
# Stop 39: a means named and turned on oneself ("turn my rifle on myself", "use the morphine on
# myself", "pentobarbital … to use on myself", "put myself to sleep with the pentobarbital"): an
# intent with its means, which no care or work frame holds back.
EN_MEANS_HELD: Final = (
    r"(" + EN_DRUG + r"|pump|syringe driver|gun|rifle|shotgun|pistol|handgun|firearm|knife|blade"
    r"|razor|rope)"
)
EN_SELF_USE: Final = (
    r"\b(use|using|turn|turning|point|pointing|inject|injecting|put|putting|try|trying)"
    r" (the|my|his|her|their|some|some of the|all the|the rest of the)( \w+)? " + EN_MEANS_HELD
    + r"( up| back)? (on|in|into|against) (myself|me)\b"
    # stop 40: a thing by a pronoun used on a part of oneself ("tonight i'm going to use it on my wrists")
    r"|\b(use|using|used|take|taking|took|put|putting|run|running|drag|dragging|press|pressing) (it|them|that|this)"
    r" (on|across|against|into|to) my (wrists?|arms?|forearms?|thighs?|legs?|skin|throat|neck|veins?)\b"
    r"|\b" + EN_MEANS_HELD + r"\b[\w' ]{0,40}\b(to|and|so i can|so that i can) (use|inject|turn|try)"
    r"( it| them)? (on|in|into) myself\b"
    r"|\bput myself to sleep with\b"
    r"|\b(saving|stashing|pocketing|hiding|skimming|stealing|keeping back|taking home)\b[\w' ]{0,30}\b("
    + EN_DRUG + r") (for myself|for me)\b"
    # stop 40: part of a means bought on an errand set aside for oneself ("… buy charcoal for the
    # barbecue, i kept a bag back for myself")
    + r"|\b(" + EN_MEANS_HELD + r"|charcoal|helium|poison)\b[\w' ,]{0,60}\b(kept|keeping|saved|saving|put|putting"
    r"|set|setting|held|holding|hid|hiding|stashed)( a| one| some| part| half| the rest| a few)?( \w+){0,2}"
    r" (back|aside|away) for (myself|me)\b(?!,? (for|until|till) (next|another|later|the|my|a|an|our)\b"
    r"|,? to (cook|grill|bake|light the|use (for|at|on|in|with)) )"
)
# Stop 39: a means handled for others or as one's job (a nurse, a carer, a pharmacist, a vet, a
# climber or rigger, a hunter or gamekeeper), or a relative's medicine asked about or given; read
# beside no act or wish of the speaker's own in its sentence (``rules._scope``).
EN_WORK_FRAME: Final = (
    r"\b(i'm|i am|im|i work as|working as|as|i was|i've been) (a|an) (\w+ )?(nurse|carer|caregiver"
    r"|care worker|care assistant|support worker|healthcare assistant|hca|pharmacist|dispenser"
    r"|pharmacy (tech|technician|assistant)|vet|veterinarian|vet (nurse|tech)|veterinary (nurse"
    r"|surgeon)|paramedic|doctor|gp|anaesthetist|anesthetist|anesthesiologist|midwife|hunter"
    r"|gamekeeper|stalker|climber|climbing instructor|instructor|arborist|tree surgeon|rigger"
    r"|farmer|ranger)\b"
    r"|\bi work (in|at) (a|the) (pharmacy|chemist|hospital|hospice|care home|nursing home|vets"
    r"|vet's|surgery|clinic|ward)\b|\b(i'm|i am) (my|his|her) (\w+'s )?(carer|caregiver)\b"
    r"|\b(my|our) (patients?|clients?|residents?|service users?)\b|\b(drug|med|meds|medication)"
    r" round\b|\bon (the|my) ward\b|\bfor bay \w+\b|\brope access\b|\brigging\b|\bbelay\w*\b"
    r"|\b(deer|fox|rabbit|pest) cull\b"
    r"|\b(\w+'s|her|his|their) (morphine|insulin|oxygen|fentanyl)? ?(pump|syringe driver|pen|patch)\b"
    r"|\b(gave|give|giving|given) (him|her|them|my \w+|mum|mom|dad|grandad|grandma|nan|the patient"
    r"|a patient) (his|her|their|some)? ?(" + EN_DRUG + r")\b"
    r"|\b(did|have|has|had) (you|u|he|she|they) (take|taken|had|have) (all )?(your|his|her|their)"
    r" (" + EN_DRUG + r")\b"
)
EN_ALMOST: Final = (
    r"(?:\bi |^|(?<=[.!?,] ))(almost|nearly|very nearly) (did it|went through with it|killed myself|ended it"
    r"( all)?|ended my life|took my (own )?life|hung myself|hanged myself|overdosed|jumped)\b(?! (on|in|at|by"
    r"|from|into|over|off) (my|the|a|an|his|her|their|our|some)\b)(?! (with|while|when|during|laughing"
    r"|falling|tripping|crossing)\b)" + EN_IT_TOLD_AFTER +
    r"|\b(was|came|got) (this|so|that|really|very) close to (doing it|ending it( all)?|ending my life"
    r"|killing myself|going through with it|jumping|taking (them|the pills|my life)|pulling the trigger)\b"
    r"(?! (with|in|into|ship|the queue|off the (diving|high) board)\b)" + EN_IT_TOLD_AFTER +
    r"|\b(die|dead|kill myself|end it( all)?|end my life|suicide|be gone|not be here)[.!,]? (and )?i (was"
    r"|came|got) (this|so) close\b"
)
EN_RECENT: Final = (
    r"last night|yesterday|this (morning|afternoon|evening)|earlier (today|tonight)|today|the other (night"
    r"|day)|last week(end)?|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"|(an hour|\w+ hours|\w+ days|a few days|a couple (of )?days) ago"
)
# Stop 43: the time since an act, counted in minutes or hours ("about an hour ago", "it's been 20
# minutes since", "forty five minutes since i"): told of an ingestion, it says the dose is in the
# body now (``rules._referred``; the whole bottle taken, ``overdose``).
EN_ELAPSED: Final = (
    r"\b((about|around|like|maybe|nearly|almost|over|under|just over|just under|less than|more than|roughly"
    r"|approximately|approx|give or take) )?(an?|one"
    r"|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|fifty|forty[ -]five|half an|a half"
    r"|a couple( of)?|a few|\d+)( and a half)? (hours?|hrs?|minutes?|mins?)( ago| back| since)\b"
)
EN_DAY: Final = (
    r"tonight|tomorrow|(this |next |on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this weekend"
    r"|next weekend|next week|on the \d+(st|nd|rd|th)?"
)
# Stop 43: a plan told as settled with nothing named as what is planned ("it's all planned for
# saturday", "everything's arranged", "decided.", "my mind is made up", "i've planned it all
# out"), or told as beyond anyone's stopping ("nobody is stopping me this time", "no one can talk
# me out of it anymore", "this time it's for real", "not backing out", "don't try to change my
# mind"): an intent, its clause ending there or on a day. An event or a thing quit named in the
# turn is what it is for (``rules._scope``, as a bare "i've decided" is).
EN_CLAUSE_END: Final = r"(?=\s*(?:$|[.,!?;…]))"
EN_SETTLED: Final = (
    r"(\b(it's|it is|its|it was|everything's|everything is|everythings|it's all|its all|all|everything"
    r"|the (when|where|how|plan|date|day|time|details)('s| is| are))"
    r" (all )?(planned|arranged|decided|settled|organi[sz]ed|sorted|set|locked in|fixed|confirmed|final)( out| up)?"
    r"|\b(i've |i have |i )?(planned|arranged|organi[sz]ed|sorted) (it all|everything|it)( all)?( out)?"
    r"|(?:^|(?<=[.!?] ))(decided|settled|final answer)|\bmy (mind|decision|choice)('s| is) (made up|set|made"
    r"|final)|\bthe (date|day)('s| is) (set|fixed|chosen|picked)"
    r"|\b(i've |i have |i )?(chosen|picked|set) (?=\b(" + EN_DAY + r")))( (for|on) )?( ?\b(" + EN_DAY + r"))?"
    r"( (night|morning|evening|afternoon))?" + EN_CLAUSE_END
    + r"|\b(nobody|no one|noone|nothing|nobody's|no one's)( is|'s| will| can| could| is going to| gonna| going to"
    r"|'ll)? (stop|stopping|talk|talking|change|changing)( me| my mind)( out of it| out of this| down)?( this time"
    r"| now| anymore| any more| again)?" + EN_CLAUSE_END
    + r"|\bnothing (you|anyone|anybody|they|u|he|she) (say|says|can say|could say|do|does|can do)"
    r" (changes|will change|is going to change|can change|could change) (it|anything|my mind)" + EN_CLAUSE_END
    + r"|\b(there's |there is |theres )?no (stopping|talking) me( down| out of it| round)?( this time| now"
    r"| anymore)?" + EN_CLAUSE_END
    + r"|\b(won't|will not|not going to|not gonna) be (talked|persuaded|convinced|stopped)( out of it| down"
    r"| otherwise)?( again| this time| anymore)?" + EN_CLAUSE_END
    + r"|\b(don't|dont|do not|no point|no use)( you)?( try(ing)? to)? (stop(ping)? me|talk(ing)? me out of it"
    r"|chang(e|ing) my mind)( this time| now| anymore)?" + EN_CLAUSE_END
    + r"|\b(i'm |i am |im )?not (changing|going to change|gonna change) my mind( this time| now| again)?"
    + EN_CLAUSE_END
    + r"|\bthis time,? (it's|it is|its|i'm|i am|im) (for real|not backing out|serious|not bluffing)" + EN_CLAUSE_END
    + r"|\b(i'm |i am |im )?not backing out( this time| now| again)?" + EN_CLAUSE_END
    + r"|\bno (more )?backing out( this time| now)?" + EN_CLAUSE_END
)
# Stop 43: an illness wished on oneself by what it does, not only by name ("hope i get something
# terminal", "wish i had an incurable disease").
EN_FATAL_ILLNESS: Final = (
    r"cancer|a tumou?r|something (terminal|fatal|incurable|deadly)|(a )?terminal( illness| disease"
    r"| diagnosis)?|an? (incurable|fatal|deadly|terminal) (illness|disease|condition|diagnosis)"
)
# Stop 43: an amount named by what it does: a means whatever it is of ("got a fatal dose together").
EN_LETHAL_AMOUNT: Final = r"(lethal|fatal|deadly) (amount|dose|quantity|number)\b"
EN_AGAIN: Final = r"\b(try|trying|do|doing|go|going|attempt|attempting)( it)? again\b"

# Probe 18: a drink beside the medicine, laid out, and no question asked about the two.
EN_DRINK: Final = r"vodka|whiske?y|rum|gin|tequila|bourbon|booze|wine|beer|brandy|scotch|a fifth"
# Stop 31: a drink and some of the pills down, the rest next ("took like 30, the rest are next").
EN_DRINKING: Final = EN_DRINK + r"|beers|drinking|drank|shots|alcohol|liquor"
EN_PART: Final = (
    r"(?=[\w' ,.]{0,120}\b(half|most|\d{2,}|ten|twelve|fifteen|twenty|thirty|forty|fifty|a bunch|a handful|a lot|a fistful|a load)\b)"
)
EN_REST_NEXT: Final = (
    r"(take|taking|swallow|swallowing|finish|finishing|down|downing|do|doing) (the|all the) rest"
    r"( of (them|it|the (pills|tablets|meds|pack|packet|box|strip)|my (pills|meds|tablets)))?\b(?! of\b)"
    r"(?![\w' ]{0,20}\b(tomorrow|later|in the morning|next week|this week|each|every|as prescribed)\b)"
    r"|the rest( of (them|it|the (pills|tablets|meds)|my (pills|meds|tablets)))?( are| is|'s)?( going| goes)?( down)?"
    r" (next|now|soon|after (this|that|the|my) \w+|in a (bit|minute|sec|few)|tonight)\b"
    r"|\brest after (this|that|the|my) (glass|drink|beer|bottle|one|shot|can)\b"
)
EN_LAID: Final = (
    r"laid out|lined up|in front of me|sitting (right )?(here|there)|right here|on the (table|counter|nightstand|bed|desk|floor)"
)

# Stop 31: a voice that commands a death or a harm (``ZH_VOICE``), and the speaker giving in to it.
EN_COMMANDED: Final = (
    r"(go )?(jump\b(?! (on|at|in|into|higher|up|around|rope|ship|through|for|to|the gun|off the couch))"
    r"|kill (myself|me)\b|die\b|end (it|it all|my life|everything|things)\b(?! (with|between))|hurt (myself|me)\b"
    r"|cut (myself|my (wrists?|arms?|legs?|thighs?)|deeper)\b|hang myself\b|overdose\b|drown myself\b"
    r"|walk into (traffic|the (sea|ocean|river|lake))\b|step in front of)"
)
EN_VOICE: Final = (
    r"\b(voices?(?! (in|of|from) (the )?(crowd|audience|stands|chat|call|room|game|choir))|heard (them|it)( again)?)\b[\w' ]{0,24}\b(tell|tells|telling|told|say|says|saying|said|want"
    r"|wants|order|orders|ordering|ordered|command|commands|urge|urges|urging|scream|screaming|whisper"
    r"|whispering) (at )?(me )?(to |that i should |i should |i need to |i have to |i must |i deserve to )"
    + EN_COMMANDED
)
EN_CALLED_HOME: Final = (
    r"\b(god|jesus|the lord|the angels?) (is |are |keeps? |kept )?((telling|tells|told|wants|wanted) me(,"
    r"| that)? (it's|its|it is) (my )?time to (come|go) home|(calling|calls|called) me home)\b"
)
EN_VOICE_OBEYED: Final = (
    r"\b((going to|gonna|i'll|i will|i'm|i am|i have to|i need to) (finally |just )?(listen|obey"
    r"|do (it|what (it|they|he) (says?|said|wants?)))|(can't|cannot|can not) (fight|resist|ignore"
    r"|hold off|block out|shut out) (it|them)|(give|giving) in to (it|them)|listen(ing)? to (it|them)"
    r" this time|(i'm |i am )?ready to go)\b"
)

# Stop 31: the people and pets one stays alive for ("the only thing stopping me is my cat").
EN_KIN: Final = (
    r"(my |the )?(little |baby |big |younger |older )?(kids?|children|son|daughter|mom|mum|mother|dad"
    r"|father|parents|family|dog|cat|pets?|puppy|kitten|sister|brother|wife|husband|partner|girlfriend"
    r"|boyfriend|grandma|grandpa|nan|gran|niece|nephew|baby)\b(?!'s)"
)

# Stop 32: a vehicle driven into what stops it ("swerve into a truck", "floor it into the barrier").
EN_VEHICLE: Final = (
    r"(drive|driving|drove|steer|steering|swerve|swerving|floor it|flooring it|crash|crashing|plough"
    r"|ploughing|plow|plowing|ram|ramming|veer|veering)( my car| the car| my truck| it)?( off the (road"
    r"|highway|motorway|freeway))?( straight"
    r"| head[- ]on| at full speed| full speed)? into (a|the|an|that) (oncoming |concrete |big |brick )?"
    r"(wall|median|barrier|central reservation|truck|lorry|semi|tree|pole|lamppost|pillar|bridge pillar"
    r"|abutment|bus|oncoming (traffic|car|truck|lorry|lane)|bridge supports?|overpass|pylon|guard ?rail"
    r"|telephone pole|building)s?\b(?!'s| (stop|station|lane|shelter|depot|garage|car park|parking|lot))"
)
# Stop 39: active ideation by a vehicle or traffic told as a thought, an urge or an image ("i keep
# thinking about crashing my car into a wall", "tempted to step in front of a bus", "i picture
# myself stepping in front of the train"): the frame, then only small words (no one else named
# between: "imagine a child stepping in front of the car"), then the act on oneself.
EN_URGE_FRAME: Final = (
    r"\b(think|thinks|thinking|thought|thoughts|imagine|imagining|imagined|picture|picturing|pictured"
    r"|daydream\w*|fantasi[sz]e|fantasi[sz]ing|fantasi[sz]ed|tempted|temptation|urges?|pulled|drawn"
    r"|seeing myself|see myself|visuali[sz]\w*|want to|wanna|wonder(ed|ing)? what (would|it would)"
    r" (happen|be like) if i)\b"
)
EN_URGE_GAP: Final = (
    r"(?: (?:about|of|to|myself|me|just|that|i|i'd|i'm|i'll|how|easy|it|would|be|could|simply"
    r"|really|sometimes|again|these|this|the|urge|idea|thought|of just)){0,8}"
)
EN_VEHICLE_ACT: Final = (
    r" (" + EN_VEHICLE
    + r"|(drive|driving|drove|steer|steering|swerve|swerving|veer|veering|crash|crashing|roll|rolling)"
    r"( my car| the car| it)? off (the|a|that) (road|bridge|cliff|cliff road|motorway bridge|overpass"
    r"|pier|edge|flyover)\b(?! (at|onto|into|and (onto|into)) (the|a|junction|exit)\b)"
    r"|(drive|driving|drove) (my car |the car )?into (the |a )?(river|sea|lake|canal|quarry|reservoir"
    r"|harbou?r|oncoming traffic)(?! (district|house|road|lane|side|front|view|park|centre|center)\b)"
    r"|(steered|swerved|veered|crashed|ploughed|plowed|drove) (my car |the car |it )?(straight )?into"
    r" (a|the|an|that) (oncoming |concrete |big |brick )?(wall|median|barrier|truck|lorry|tree|pole"
    r"|lamppost|pillar|bridge pillar|abutment|oncoming traffic|guard ?rail|building)"
    r"|(crash|crashing) my (car|bike|motorbike) (so|to|and) (it all stops|it stops|end it|die|not"
    r" survive|never)"
    r"|(my|the) car (going|go|went|goes) off (the|a) (road|cliff|cliff road|bridge|edge)"
    r"|(step|stepping|walk|walking|jump|jumping|throw myself|throwing myself) (out |off )?(in front of"
    r" (a|the|an|that) (\w+ )?(bus|train|tube|tram|lorry|truck|car|van|traffic)|into (the )?(oncoming )?"
    r"traffic|off the platform)"
    r"|not (brake|braking) (at|on|for|before) (the|a)"
    r")\b"
)
# stop 49 (lead): a step forward into something new (a job, a role, a life) is no step off an edge
# stop 49 (lead): what is sent or filed is no errand when a goodbye, a sorry or a last word is it
_NO_FAREWELL_SENT: Final = (
    r"(?![\w' ,]{0,30}\b(goodbye|good-bye|bye|farewell|last|final|sorry|apolog\w*|i love|love you|letters?"
    r"|notes?|will|password\w*|explain\w*|everything|why)\b)")
_NO_NEW_STEP: Final = (
    r"(?! as\b| (into|to|toward|towards|in|for|with) (a|an|my|our|your|the|this|that) (new|next|different"
    r"|better|bigger|career|job|role|life|team|conversation|meeting|class|queue|line|leader)\b)")
EN_VEHICLE_URGE: Final = EN_URGE_FRAME + EN_URGE_GAP + EN_VEHICLE_ACT
# Stop 32: someone told the speaker to kill themselves ("told me to kys", "said go kill yourself");
# the speaker giving in to it ("so i'm going to", "maybe they're right") is a risk only after it
# (``rules._answered``).
EN_TOLD_TO_DIE: Final = (
    r"\b(told|tell|tells|telling|said|says|saying|texted|messaged|commented|wrote|posted|replied"
    r"|dm'?d|dmed)( me)?( to| i should| that i should)?[,:]? ?[\"“]?(just )?(go )?(and )?"
    r"(kys|kill (myself|yourself|urself|your self)|unalive (myself|yourself)|go die|drink bleach"
    r"|neck (myself|yourself)|end (yourself|your life))\b"
)
# Stop 32: a death named, which following or joining someone answers (``rules._answered``).
EN_DEATH_NAMED: Final = (
    r"\b(died|passed away|passed on|is gone|'s gone|was killed|(killed|shot|hanged|hung|drowned|poisoned)"
    r" (himself|herself)|died by suicide|took (his|her)"
    r" (own )?life|funeral|buried|grave|his death|her death|lost (him|her)|late (husband|wife|son"
    r"|daughter|mom|mum|mother|dad|father|partner|boyfriend|girlfriend)|when (he|she) (goes|dies|passes)"
    r"(?= ?(?:$|[.,!?;])| i('m|'ll| will| am))"
    r"|passed(?! (the|a|an|my|his|her|out|by|up|over|through|it|that|this|on the|along|around)\b)"
    # stop 33: a widow or widower, a partner or parent lost, someone gone for years
    r"|widow(er|ed)?|lost my (wife|husband|partner|mom|mum|mother|dad|father|son|daughter|brother"
    r"|sister|boyfriend|girlfriend|fiance|fiancee|grandma|grandpa|twin)(?!'s)"
    r"|('s|has|have|had) been gone (for|since|\d+|a|two|three|four|five|six|ten|over|almost|nearly)"
    # stop 34: a death told in other words: an illness or an accident took them, their ashes,
    # urn or memorial, the cemetery visited, in heaven, in the ground
    r"|(cancer|covid|the virus|a stroke|the stroke|a heart attack|the accident|the crash|an overdose"
    r"|the overdose|leukemia|the war|suicide) took (him|her|them|my (wife|husband|partner|mom|mum|mother"
    r"|dad|father|son|daughter|brother|sister|boyfriend|girlfriend|grandma|grandpa|twin|fiance|fiancee"
    r"|best friend|baby))\b(?!'s)"
    r"|(his|her|their|(wife|husband|partner|mom|mum|mother|dad|father|son|daughter|brother|sister"
    r"|boyfriend|girlfriend|grandma|grandpa|twin|fiance|fiancee)'s) (ashes|urn|headstone|gravestone"
    r"|memorial|casket|coffin|obituary|eulogy)\b|(went to|at|visited|visiting|from|left) the (cemetery"
    r"|graveyard)\b|('s|is|are|'re) (now )?(in heaven|with god|with the angels|an angel now|resting in"
    r" peace)\b|\bin the ground\b)"
)

# Stop 44 (turns): a tradesman's visit, what a readiness beside it is for ("it's all sorted, the
# plumber comes while she's out")
EN_TRADESMAN: Final = (
    r"\b(the |a )?(plumber|electrician|engineer|decorators?|builders?|gas man|boiler man|cleaner)"
    r"('s| is| are)? (comes?|coming|round|booked|due|fitting|fixing)\b"
)

# Stop 34: what everything is ready for, when it is an occasion or a thing to do ("for the party
# tonight", "to start over"): not a plan of one's own. A bare day ("for tonight") is no occasion.
EN_READY_FOR: Final = (
    r"(?![\w' ]{0,30}\b(for|to)\b(?! (tonight|tomorrow|later|the weekend|this weekend|sunday|monday|tuesday"
    r"|wednesday|thursday|friday|saturday)(?=\s*(?:$|[.,!?;]))| (do it|go through with it|end it|die|go)\b))"
)

# Stop 36: a lot of a medicine taken, or more than one should on purpose, and a symptom of now.
EN_TAKEN_MANY: Final = (
    r"\b(took|taken|swallowed|downed|had|necked|popped)\b[\w' ]{0,12}\b(loads|lots|a lot|a load|a bunch"
    r"|a ton|heaps|way too many|too many|more than i should( have)?|extra|a handful|a fistful)\b"
    r"(( of)?( my| the| his| her| mum'?s| mom'?s| dad'?s)?( \w+)? " + EN_DRUG + r"\b|[\w' ]{0,20}\bon purpose\b)"
    r"|\boverdid (it|the|my)( \w+)?( " + EN_DRUG + r"\b| on purpose\b)"
)
EN_SYMPTOM: Final = (
    r"\b((i'm|i am|im|i feel|feeling|getting|so|really|very) (so |really |very |rather |quite |a bit |kind of"
    r" |kinda )?(dizzy|woozy|drowsy|numb"
    r"|shaky|sleepy|floaty|light-?headed|spaced out|tingly)|can'?t (feel my|stop (shaking|throwing up|being sick)|see (properly|straight)|breathe"
    r"|keep my eyes open|stand up)|(keep|been|started|i'm|am) (throwing up|vomiting|being sick)"
    r"|my (heart|chest)('s| is) (racing|pounding)|everything('s| is) (going |getting )?(blurry|spinning"
    r"|dark|black|fuzzy|hazy|foggy)|ears( are|'re)? ringing|going blurry|room('s| is) spinning"
    r"|(vision|eyesight)('s| is) (weird|blurry|going|fuzzy|strange))\b"
)
# Stop 42: the body's state told bare, beside a dose told taken by reference ("throwing up after
# the tablets", "heart racing"): these read a symptom only beside ``EN_DOSE_BEHIND``.
EN_SYMPTOM_BARE: Final = (
    r"\b(throwing up|vomiting|being sick|heart('s| is)? (racing|pounding)|ears( are|'re)? ringing"
    r"|(cant|can't|cannot) (feel my|keep my eyes open|stay awake|breathe properly|get up|move|stand)"
    r"|(lips|hands|fingers|face|legs)( are|'re|'s| is)?( going| gone| getting)? (numb|tingling|blue)"
    r"|(everything|the room)('s| is)? (spinning|blurry|going dark|going (fuzzy|hazy|foggy))"
    r"|(getting|feeling|so|really|very) (really |so |very )?(dizzy|woozy|drowsy|sleepy|numb|shaky|floaty"
    r"|light-?headed|spaced out|tingly))\b"
)
# Stop 42: a dose told taken by reference, no amount or drug named: after or since the pills,
# since i took them, took everything / all of it / the lot. Not a dose of one's own named kind
# ("after my hayfever tablets") and not a question about it.
# Stop 44 (engen): the lot or the whole pack of a drink, a food or a thing named after it ("necked the
# lot of the shots", "popped the whole sheet of bubble wrap"): no dose.
EN_NOT_A_DOSE_OF: Final = (
    r" of (the |my |those |these |our |a |his |her )?(\w{1,20} )?(shots?|drinks?|beers?|ciders?|cans|wine|cake|pizza|food"
    r"|snacks|sweets|candy|crisps|chips|cookies|biscuits|chocolates?|gum|bubble wrap|popcorn|" + EN_DRINK + r")\b"
)
# Stop 46 (enlook): a food or a drink told as the thing had ("that burger was huge", "those
# cocktails were strong", "the cookies were still warm", "so full"): all of something swallowed
# with nothing named beside it is that meal's, not a dose (``rules._referred``). A drink it was
# washed down with is not told so ("downed the lot with a bottle of wine").
EN_FOOD: Final = (
    r"(burgers?|pizzas?|curry|curries|kebabs?|cookies|biscuits|cake|cakes|doughnuts|donuts|sweets|candy"
    r"|chocolates?|crisps|chips|fries|nachos|wings|noodles|ramen|pasta|sandwich(es)?|sarnies|butty|butties"
    r"|takeaway|takeout|chippy|leftovers|dessert|pudding|ice cream|brownies|muffins|cupcakes|pancakes"
    r"|waffles|tacos|burritos|sushi|steak|roast|fry up|fry-up|breakfast|lunch|dinner|tea|meal|buffet"
    r"|popcorn|snacks|gummies|haribo|pies?|pastries|croissants?|bagels?|toast|cereal|soup|stew|rice"
    r"|cocktails|shots|jagerbombs|jägerbombs|beers?|pints|ciders?|cans|wine|prosecco|smoothies?|milkshakes?"
    r"|coffees?|lattes?|energy drinks?|red bulls?|monsters|slushies|lasagne|lasagna|spag bol|bolognese|chilli"
    r"|casserole|quiche|salad|crumble|trifle|cheesecake|tiramisu|pick ?n ?mix|pringles|samosas|dumplings"
    r"|biryani|naan|fried chicken|nuggets|hot ?dogs?|mac and cheese|cheese|crackers|grapes|strawberries|fruit"
    r"|sweeties|lollies|mints|" + EN_DRINK + r")"
)
EN_FOOD_TOLD: Final = (
    r"\b(that|the|those|these|this|my|his|her|our|their|a|an|some)( [\w']{1,20}){0,2} " + EN_FOOD
    + r"( was| were|'s| is| are| tasted| hit)\b"
    r"|\b(so|too|well|proper|really) (full|stuffed)\b|\bfood coma\b"
    # a thing had, judged by its taste (not a medicine: "the pills were strong" is no meal)
    r"|(?:\b(that|the|those|these|this|my|his|her|our|their)( [\w']{1,20}){0,2}? |(?:^|(?<=[.,!?;] )))"
    r"(?!(pills?|tablets?|meds|capsules|them|they|it|this|that|everything|everyone|nothing|things|life|world"
    r"|room|head|heart|chest|stomach|tummy|belly|body|vision|eyes|hands|legs|skin|face|breathing|pulse|mind"
    r"|feeling|taste|" + EN_DRUG + r")\b)[a-z]{3,20}( was| were|'s| is| are| tasted)( so| really| well| proper| pretty"
    r"| bloody)? (delicious|tasty|yummy|lush|scrummy|gorgeous|rank|minging|gross|disgusting|dodgy|weird|spicy"
    r"|greasy|salty|sweet|unreal|banging|peng|to die for|the best)\b"
)
EN_DOSE_BEHIND: Final = (
    r"\b((after|since) (i (took|swallowed|had|downed) |taking |swallowing )?((the|those|these|all (the|those"
    r"|of)) (\w+ )?(pills|tablets|meds|capsules|lot|" + EN_DRUG + r")|them|all of them|all of it|everything|it all)"
    r"|(took|swallowed|downed|necked) (everything|all of it|all of them|it all|them all|(the )?(whole |entire )?lot))\b"
    r"(?! (for|from|the (doctor|gp|nurse|dentist|vet))\b|" + EN_NOT_A_DOSE_OF + r")"
    r"(?![^\n]{0,80}?" + EN_FOOD_TOLD + r")"  # stop 46 (enlook): a meal's, told after it
)
# Stop 42: the body failing and a dose told taken, in either order within a turn, not asked
# about ("feeling really drowsy after the pills", "cant feel my hands, took all of it an hour
# ago", "getting really sleepy now. took everything").
EN_AFTER_A_DOSE: Final = (
    r"(" + EN_SYMPTOM_BARE + r")[^\n?]{0,60}" + EN_DOSE_BEHIND + r"(?![^\n]{0,120}(\?|\bis (that|this|it) (normal|ok|okay|safe)\b))"
    r"|" + EN_DOSE_BEHIND + r"[^\n?]{0,60}(" + EN_SYMPTOM_BARE + r")(?![^\n]{0,120}(\?|\bis (that|this|it) (normal|ok|okay|safe)\b))"
)

# Stop 33: the animals a household puts to sleep.
EN_PET: Final = (r"(dog|cat|pet|horse|pony|rabbit|bunny|puppy|pup|kitten|hamster|guinea pig|ferret|parrot"
                 r"|bird|lab|labrador|collie|terrier|spaniel|retriever)s?")
# Stop 44 (engen): a judgement of amount ("should be more than enough", "that'll do it", "i have
# double that"): beside a means in the window it is a preparation (``rules.SUFFICED``), alone
# nothing. Not an amount of time, room, money or food, and not one said to be for others.
EN_ENOUGH_FOR_OTHERS: Final = (
    r"(time|room|space|money|food|drinks?|snacks|for (everyone|everybody|us|all|all of us|them|you|the (whole )?(guests"
    r"|kids|family|team|group|class|party|week|month|trip)|\w{1,20} (people|guests)|(two|three|four|five|six|\d+) of us))\b"
)
EN_ENOUGH_JUDGED: Final = (
    # stop 48 (enimplied): an amount added up to enough ("it adds up to plenty")
    r"\b(it|that|they|them|those|this|all|everything)( all)? (adds?|added|comes?|came) (up )?to (plenty|enough"
    r"|more than enough|way more than enough)\b(?! " + EN_ENOUGH_FOR_OTHERS + r")|"
    r"\b(should|will|would|'ll|ought to|must|gonna|going to|has to|have to)( definitely| surely| easily"
    r"| probably| totally)? be (more than |easily |way |plenty |just |about |probably |definitely )?(enough"
    r"|plenty|sufficient)\b(?! " + EN_ENOUGH_FOR_OTHERS + r")"
    r"|\bmore than enough\b(?! " + EN_ENOUGH_FOR_OTHERS + r")"
    r"|\b(that|this|those|these|it|they|(\w{1,20} )?of (them|those|these|it))('ll| will| should| would|'d| ought to)?"
    r" do (it|the (job|trick))"
    r"(?=\s*(?:$|[.,!?;…]))"
    r"|(?:^|(?<=[.,!?;] ))(enough|plenty)(,)? (i think|i reckon|i hope|i guess|for sure|this time|for me)\b"
    # stop 46 (enlook): told bare ("should do it", "plenty there to …")
    r"|(?:^|(?<=[.,!?;] ))(should|that should|will|ought to) do (it|the (job|trick))(?=\s*(?:$|[.,!?;…]))"
    r"|(?:^|(?<=[.,!?;] ))(more than )?(enough|plenty) (there|here)\b(?! (for|is|are) )"
    r"|\b(is|are|'s|'re)( surely| definitely| probably| finally)? (enough|plenty|sufficient)( this time| for me"
    r"| now| there| here)?"
    r"(?=\s*(?:$|[.,!?;…]))"
    r"|\bi (have|got|'ve got|have got) (double|twice|triple|three times|more than) (that|what i need|the amount"
    r"|what it takes)\b"
    # stop 46 (enlook): "that's way more than i need", ending its clause
    r"|\b(way |far |much |loads |a lot |easily )?more than i('ll| will|'d| would)?( ever)? need(?=\s*(?:$|[.,!?;…]))"
)
# Stop 44 (engen): a place of danger watched for its guard: no cameras or patrols, the guard's
# rounds or hours, a gate or fence open or broken, nobody around at an hour. Beside a means and
# a moment of the speaker's own it is a way in found (``rules.WAY_IN``), alone nothing.
EN_GUARD: Final = r"(cameras?|cctv|guards?|security( guards?)?|patrols?|the watchman|night watchman|staff)"
EN_WATCHED: Final = (
    r"\bno " + EN_GUARD + r"\b(?! (needed|required|footage)\b)"
    r"|\b" + EN_GUARD + r"\b[\w' ]{0,20}\b(leaves?|left|stops?|ends?|finish(es)?|clocks? off|goes home"
    r"|switch(es)? off|(don'?t|doesn'?t|do not|does not) (cover|reach|work|see|point|come)|only (cover|go|come"
    r"|check)s?)\b"
    r"|\b(does|do|did|doing|makes?|made)( (its|their|his|her|the))? (rounds?|patrols?)\b"
    r"|\b(fence|gate|door|hatch|barrier|railing|padlock|lock|window)( \w{1,20}){0,3}('s| is| was| has been| are| were)"
    r"( always| still| usually| often)? (broken|open|unlocked|not locked|cut|bust(ed)?|never locked|left open)\b"
    r"|\b(fence|gate|door|hatch|barrier|padlock|lock)( \w{1,20}){0,3}( isn'?t| is not| wasn'?t|'s not) locked\b"
    r"|\b(nobody|no one|no-one|noone)('s| is)? (around|about|passes( by)?|comes (by|past|through)|walks (by|past)"
    r"|patrols|checks)\b"
    r"|\b(scouted|scoped out|cased|staked out|recce'?d)\b"
)
# Stop 44 (engen): a moment of being unwatched waited for (the others asleep, out or gone, the
# round done): a time (``rules.UNWATCHED``) that also makes an everyday means in the window one
# readied, as a wish or a place would (``rules._in_context``).
EN_UNWATCHED: Final = (
    r"(?:\bwait(ing)? (until|till|til|for) (my |the |her |his |our )?(\w{1,20} )?(\w{1,20}) (to )?(go(es)? to (bed|sleep)"
    r"|fall(s)? asleep|(is|are|'s|'re) (asleep|gone|out|away|in bed)|leave|leaves|go out|goes out|head out"
    r"|turn in|finish(es)? (her|his|their|the) rounds?|go(es)? to (work|school|church|the shops?)|leave for (work"
    r"|school))\b"
    r"|\bwait(ing)? (until|till|til|for) (the )?(house|ward|flat|unit|dorm|hall|building|street|place|everyone"
    r"|everybody) (to )?(go(es)? (quiet|dark|silent)|(is|'s) (quiet|dark|silent)|settle(s)? down)\b"
    r"|\b(my \w{1,20}|mum|mom|dad|she|he|they|everyone)( \w{1,20})? (leaves?|goes|heads?( out)?|is off|'s off) (for|to)"
    r" (his|her|their|the|a) (night )?(shift|nights|night shift)\b"
    r"|\b(once|when|as soon as|after) (the |my )?(nurse|carer|staff|guard|warden|night staff)( \w{1,20})? (finish(es)?"
    r"|does|has done|is done with|ends?) (her|his|their|the) (rounds?|checks?|shift)\b)"
    # not a wait whose own errand is told ("so i can wrap the presents", "so i can bake his cake")
    r"(?!,? so (that )?(i|we) (can|could) (?!(finally |just |quietly )?(do|end|finish|go|take|use|try)\b))"
)
# Stop 44 (engen): the means set out or counted out by a pronoun ("lined them all up", "counted
# them out"): a means readied only beside another risk of the speaker's own in the window
# (``rules.SET_OUT``).
EN_PILL_BOX: Final = r"(jar|bottle|box|pack|packet|tub|strip|blister|blister pack|pill bottle|foil)"
EN_SET_OUT: Final = (
    r"\b(counted|lined|laid|set|lay|sorted|spread|piled|lining|laying|counting|setting|poured|tipped|emptied"
    r"|dumped|shook|shaken) (them|'em|em|these|those)( all)? (out|up)\b"
    # stop 46 (enlook): a container of them emptied out with nothing named ("tipped out the whole jar",
    # "emptied both boxes out"), not of a thing named nor into a bin; a hoard of strips saved; the
    # lot or everything in one pile
    r"|\b(poured|tipped|emptied|dumped|shook|shaken) (out )?(the|both|all the|all my|every|my|(both|all) of (the|my))"
    r" (whole |entire )?" + EN_PILL_BOX + r"(e?s)?( out)?\b(?! (of|in|into|down) )(?!out (of|in|into|down) )"
    # stop 46 (lead): every packet or blister opened where medicines are kept, nothing named
    # ("opened every packet in the drawer")
    r"|\b(opened|popped|pressed out|cut open|ripped open) (every|each|all the|all of the|all my) (single )?(packet"
    r"|blister|strip|box|foil)s?( (in|from) (the|my) (drawer|cabinet|cupboard|bathroom|medicine \w+|first aid \w+))\b"
    r"(?! (of|for) )"
    r"|\b(the (whole |entire )?lot|everything|it all|they)('s| is| are|'re) (all )?(out|laid out|spread out|set out"
    r"|lined up) (on|across) (the|my) (bed|desk|table|floor|counter|pillow|windowsill)\b"
    r"|\b(poured|tipped|emptied|shook|shaken) (them|'em|em|the lot|everything|it all)( all)? (out )?(into|onto) (my|a|the)"
    r" (hand|palm|hands|bowl|cup|mug)\b"
    r"|\bcounted (out )?(what'?s|what is|everything|all that'?s) (left )?in (the|my) (tub|pill bottle|bottle|pill ?box"
    r"|packet|blister|strip)\b(?! of\b)"
    r"|\b(\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (strips|blister packs|blisters"
    r"|sheets of (pills|tablets))( \w{1,20})? (saved|stashed|hidden|put by|put aside|kept back)\b"
    r"|\b(them|'em|em|they'?re|they are|the (whole |entire )?lot|everything|it all)( all)? (is |are |'s )?(now )?"
    r"in (one|a) (big |little |neat |single )?(pile|heap|row)\b"
    r"|\b(counted|lined|laid|sorted|spread|set) (out|up) (all )?(of )?(them|'em|these|those|everything|it all)\b"
    r"|\b(counted|lined|laid|set|sorted|spread) (everything|it all) (out|up)\b"
    r"|\b(them|they'?re|they are) (all )?(laid out|lined up|counted out|in (little |neat )?(rows|piles|a pile|a row))\b"
    # stop 48 (enimplied): them tipped, poured or spread onto a bed or a table, and a few put by
    # every day or week with nothing named ("putting two aside every week since june")
    r"|\b(tipped|poured|emptied|spread|laid|dumped|shook) (them|'em|em|the lot|everything)( all)? (out )?(onto|on)"
    r" (the|my) (bed|desk|table|floor|counter|duvet|pillow|carpet)\b"
    r"|\b(putting|put|putting away|keeping|kept|saving|saved|hiding|hid) (one|two|three|four|a couple|a few|\d+)"
    r" (aside|away|by|back) (every|each|a) (day|night|week|morning|evening|time)\b"
    # stop 48 (enimplied): counted or tallied by a pronoun, bare or with the count after it
    # ("counted them, 60", "counted em. 40")
    r"|\b(counted|tallied|totted up|recounted) (them|'em|em)( all)?( up)?(?=\s*(?:$|[.,!?;…:-]| \d| (twice|again)\b))"
    r"(?![.,:;-]? \d+ ?(to|-|v|vs) ?\d+)"  # a score's tally, not a count
)
# Stop 46 (enlook): things of a pronoun's, the lot or a medicine set out beside the water to take
# them with ("counted them out on the desk, lined up by the water glass", "got the whole lot laid
# out next to a pint of water"), or all of them popped out of their blisters ("popped every one out
# of the blister packs"), not into a pill organiser: a means made ready (a setup).
EN_WATER_GLASS: Final = (
    r"(a |the |my |one )((glass|pint|bottle|cup|mug) of water|water glass)\b"
    r"(?![\w' ,]{0,30}\bfor (the|a|my|our|his|her|their|tomorrow'?s?) (\w+ )?(race|run|team|match|game|party|kids"
    r"|class|guests|event|marathon|gym|walk|hike|trip|training)\b)")
EN_SET_BY_WATER: Final = (
    r"\b(lined|laid|set|counted|sorted|spread|lining|laying|setting) ((them|'em|em|everything|it all|the (whole |"
    r"entire )?lot|all of them|every (single |last )?one( of them)?) )?(all )?(out|up|into (a|one) (big |little |neat )?(pile|heap|row|line)s?)\b[\w' ,]{0,30}?"
    r"\b(by|next to|beside|with|near|alongside|and)"
    r" " + EN_WATER_GLASS +
    r"|\b(popped|pressed|pushed|punched) (them|'em|em|every (last |single )?one|all of them|the (whole |entire )?lot"
    r"|everything)( all)? out of (the|their|all the|my) (blisters?|blister packs?|foil|packets?|strips?)\b"
    r"(?![\w' ]{0,30}\b(pill ?box|dosette|organi[sz]er|for (him|her|them|mum|mom|dad|nan|gran))\b)"
)
# Stop 46 (enlook): a room or a car sealed by the speaker (vents or gaps taped, towels along the
# door), not for a draught, paint, damp or pests and not a garden's or a patio's doors: beside
# charcoal or coals lit or kept in it (``EN_FUEL_LIT``, anywhere in the window) a means readied
# (``rules._sealed_in``), alone nothing.
EN_SEAL_PURPOSE: Final = (
    r"(?![\w' ,]{0,40}\b(to (stop|keep|block|keep out) (the |a )?(draught|draft|cold|wind|noise|smell|smoke|light|wasps"
    r"|flies|bugs|dust|rain|heat|damp)|to (spray|paint|decorate|fumigate)|for (the |a )?(draught|draft|painting|paint"
    r"|spray|spraying|mould|mold|dust|storm|hurricane|winter|cold|decorating|renovation|fumigation|bug bomb|flea bomb"
    r"|insulation|heat)|draught[- ]?proof\w*|draft[- ]?proof\w*|(because|cos|cause|coz|cuz) (of )?the (cold|draught|draft"
    r"|wasps|flies|smoke|storm|wind|noise)|so (the )?(smoke|smell|dust|cold|heat|light|paint|wasps|flies|bugs|fumes)"
    r" (stays|stay|doesn'?t|don'?t|can'?t|won'?t))\b)"
)
EN_SEALED: Final = (
    r"(?:\b(sealed|taped|gaffer[- ]taped|duct[- ]taped|blocked|stuffed|plugged|bunged|filled|covered) (up )?(all |all the"
    r" |the |every |my )?(?!(garden|patio|french|back|front|conservatory|shed|greenhouse|fridge|oven|cupboard"
    r"|kitchen)\b)(\w{1,12} )?(windows?|vents?|air vents?|gaps?|cracks?|keyholes?|letterbox)\b"
    r"|\b(sealed|taped|gaffer[- ]taped|duct[- ]taped|blocked) (up |round |around |along |over )?(the |my )?(bathroom |bedroom"
    r" |room |car )?doors?\b"
    r"|\b(wet |damp |rolled[- ]up )?towels? (under|along|at|against|round|around|across) (the )?(bottom of the |gap"
    r" under the |base of the )?(bathroom |bedroom |room |kitchen |front |back )?(door|doors|gap)\b"
    r"|\b(windows?|vents?|gaps?|cracks?)( all)?( are| is|'s|'re)? (all )?(taped|sealed|blocked)( up| shut)?\b"
    r"|\b(put|stuck|taped|laid) (tape|towels?|plastic|cling ?film|foil|bin bags?) (over|on|across|round|around|along"
    r"|under) (the |my |all the )?(\w{1,12} )?(vents?|windows?|gaps?|cracks?|doors?)\b)"
    + EN_SEAL_PURPOSE
)
EN_BURNING: Final = r"(charcoal|coals|briquettes|disposable (bbq|barbecue|grill)|disposable|hibachi|brazier)"
EN_FUEL_LIT: Final = (
    r"(?<!n't )(?<!not )(?<!never )\b(lit|lighting|light|started|starting|fired up)( up)? (the |some |a |my |our )?"
    r"((bbq|barbecue) )?" + EN_BURNING + r"\b"
    r"|\b((bbq|barbecue) )?" + EN_BURNING + r"('s| is| are|'re)? (now |already |all |finally )?(lit|going|burning"
    r"|smoking|smouldering|smoldering|glowing|on|(starting|beginning) to (glow|smoke|burn|catch)|caught)\b"
    r"|\b(bbq|barbecue|grill) in the (bath|tub|bathroom|bedroom|room|car|tent|boot|caravan)('s| is)? (lit|going|burning"
    r"|on|smoking)\b"
    r"|\b((bbq|barbecue) )?" + EN_BURNING + r"('s| is| are|'re)? (now |already |all )?in the (boot|car|trunk|back seat"
    r"|tin|bucket|bath|tub|room|bathroom|bedroom|tent|footwell)\b"
)
EN_OUTDOORS: Final = (
    r"\b(garden|patio|yard|backyard|outside|outdoors|beach|park|campsite|allotment|terrace|deck|picnic|cookout)\b")
# Stop 44 (engen): the drop sensed from where the speaker is: what is below looks tiny from up
# here, the water or the traffic heard right under one's feet.
EN_BELOW_ME: Final = (
    r"(waves?|water|river|sea|rocks|traffic|cars|lorries|trucks|trains?|express|freight|tracks|current|road)")
# Stop 47 (enlook): one's dead named as such, not their family, their grave or their things
EN_DEAD_KIN: Final = (
    r"(my|our) (late|dead|departed|passed) (\w+ )?(wife|husband|partner|mum|mom|mother|dad|father|son|daughter|boy"
    r"|girl|brother|sister|friend|baby|parents|children|kids)\b(?!'s| (family|grave|house|things|stuff|side|sister"
    r"|brother|mother|father)\b)")
# Stop 47 (enlook): who a pet goes to live with, for good
EN_KEEPER: Final = (
    r"(my|our|a|the|her|his) (\w+ )?(neighbou?rs?|sister|brother|mum|mom|dad|parents|friends?|mates?|aunt|uncle|nan|gran"
    r"|cousin|son|daughter|niece|nephew|colleague)\b")
# Stop 47 (enlook): checking out told of a stay, a trip or a shop, in the sentence after it
EN_NO_STAY_ENDED: Final = (
    r"(?![^.!?\n]{0,60}\b(hotel|airbnb|b&b|hostel|room|reception|luggage|bags|flight|cabin|campsite|caravan|lodge"
    r"|holiday|trip|library|till|basket|cart|taxi|cab|uber|airport|train|booked)\b)")
EN_LINE: Final = r"(tracks|line|railway( line)?|rails|(level )?crossing|platform edge|end of the platform)"
EN_GAPS_TIMED: Final = (
    r"(count\w*|tim(e|ed|ing)|clock\w*|work\w* out|figur\w* out|check\w*) (how long|how many minutes|the (gap|gaps"
    r"|minutes|time)) (between|till|until) (the )?(trains|expresses|freights)\b")
EN_DROP_SENSED: Final = (
    r"\b(look|looks|looking|seem|seems)( so)? (tiny|small|like (toys|ants|dots|specks|matchboxes))"
    r"( from (up here|here|this high|the top))?\b(?=[^\n]{0,40}\b(up here|down there|from here|below)\b)"
    r"|\b" + EN_BELOW_ME + r"\b[\w' ,]{0,50}?\b(right |just |straight |directly )?(under|below|beneath) my"
    r" (feet|toes|shoes)\b"
    r"|\b(right |just |straight |directly )?(under|below|beneath) my (feet|toes|shoes)\b[\w' ,]{0,40}?\b"
    + EN_BELOW_ME + r"\b"
    # stop 47 (enlook): the gaps between the trains counted or timed by the line ("sat by the
    # railway line counting how long between the trains"): the moment studied there, in either
    # order (a commute's timing is ordinary)
    r"|\b(by|at|on|near|beside|next to) the " + EN_LINE + r"\b[\w' ,]{0,40}?\b" + EN_GAPS_TIMED
    + r"|\b" + EN_GAPS_TIMED + r"[\w' ,]{0,20}?\b(by|at|on|near|beside|next to) the " + EN_LINE + r"\b"
)
# Stop 44 (engen): an ingestion told to one person ("just wanted someone to know", "please dont
# call anyone", "before it kicks in"): with all of something swallowed, in the body now.
EN_TOLD_ONE_PERSON: Final = (
    r"\b(just |only )?(wanted|want|needed|need) (someone|somebody|anyone|you|one person) to know\b"
    r"|\b(not|won't be|never|i'm not|im not) (telling|going to tell|gonna tell) (anyone|anybody|them|a soul)\b"
    r"|\b(i |i've |ive )?(just |finally )?(did it|done it)\b|\bcouldn'?t stop myself\b"
    r"|\b(don'?t|do not|please don'?t) call (anyone|anybody|an ambulance|911|999|112|the police)\b"
    r"|\b(when|till|until|before|once) (it|they|they've|it's) (kicks?|kick|kicked|start|starts) in\b")
# Stop 47: what a sharp thing put to one's own body is, the part it is put to, and the starts of
# a clause whose subject is the speaker.
EN_SHARP: Final = (
    r"(razor( blade)?s?|blades?|knife|knives|box ?cutters?|stanley knife|scissors|compass|safety pins?"
    r"|needles?|(broken )?glass|shards?|scalpels?|sharpener blades?)")
EN_HURT_PART: Final = (
    r"(arms?|forearms?|wrists?|legs?|thighs?|hips?|stomach|belly|tummy|chest|ankles?|calf|calves|skin"
    r"|shoulders?|upper arms?|ribs)")
EN_OWN_START: Final = (
    r"(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\bi've )|(?<=\bbeen )|(?<=\bkeep )|(?<=\bkept )|(?<=\band )"
    r"|(?<=\bjust )|(?<=\bthen )|(?<=\bagain )|(?<=\bstarted )|(?<=\bwanna )|(?<=\bto ))")


# Stop 48 (enimplied): a near time an end is told by (minutes, hours, tonight, by midnight),
# and nothing named after it as what ends (", the last lecture", ", the essay i mean").
EN_NEAR_TIME: Final = (
    r"(in (a few|a couple of|an|a|half an|\d+|two|three|five|ten|fifteen|twenty|thirty|forty) (mins?|minutes"
    r"|hours?|hrs?)|by (tonight|midnight|morning|the morning|tomorrow( morning| night)?|sunrise|dawn)|before (midnight"
    r"|morning|sunrise|dawn|tomorrow)|after tonight|tonight)\b"
)
EN_NOTHING_NAMED_AFTER: Final = (
    r"(?![,:;]? (the|my|our|this|that|his|her|their|its|your) \w)(?![\w' ,]{0,30}\bi mean\b)")
# Stop 48 (enimplied): what was taken felt working, told by a pronoun only ("i can feel it kicking
# in", "they're starting to work"; not "the ibuprofen's kicking in"): an overdose taken only beside
# the body failing or a parting said now (``rules._referred``), never by a medicine named.
EN_FELT_WORKING: Final = (
    # stop 48 (lead): also the pills told by their generic name only ("pills are already kicking
    # in"), never a medicine named ("the ibuprofen's kicking in")
    r"((the )?(pills|tablets|meds|capsules) (are|'re)( already| finally| now| def| definitely| really)?"
    r" (kicking in|starting to (work|kick in)|taking effect|working already)|"
    r"(i can |i )?(feel|felt|feeling) (it|them|'em|em) (kicking in|kick in|starting to (work|kick in)"
    r"|working|taking effect)|(it's|its|it is|they're|theyre|they are)( already| finally| now| def"
    r"| definitely| really)? (kicking in|starting to (work|kick in)|taking effect|working already)"
    r"|(whatever|what|everything|all) i (took|swallowed|had|took earlier)('s| is| has)( already| now)?"
    r" (kicking in|working|starting to (work|kick in)|taking effect|doing (something|its thing)))\b"
)
# Stop 48 (enimplied): a parting said now, beside an ingestion felt ("love you all", "bye x",
# "tell mum i'm sorry", "please don't ring anyone").
EN_PARTING_NOW: Final = (
    r"\b(love (you|u|ya) (all|guys|so much|both)|thank (you|u) for (being (my|a|the best) \w+|everything)"
    r"|goodnight forever|(bye|goodbye|byee+)( (x+|all|guys|everyone|mum|mom|dad))?"
    r"(?=\s*(?:$|[.,!?;…]))|tell (\w+ ){1,2}i('m| am) sorry|i'm sorry for everything"
    r"|(please )?(don'?t|do not|dont) (call|ring|phone|telephone|text|tell) (anyone|anybody|an ambulance"
    r"|the police|999|911|112|my (mum|mom|dad|parents)))\b"
)


# Stop 49 (enrisk): a last ordinary act with what comes next told after it ("one last walk then",
# "one more sunset and then"), or a last one told done ("had my last coffee", "smoked my final
# cigarette"): read as a time (``last_act``).
EN_LAST_ACT: Final = (
    # (stop 49, enwide: or a bare "last" opening its sentence, "last cig. then the tracks")
    r"(\b(one|1|just one|a|my) (last|final|more)|(?:^|(?<=[.!?;] ))(last|final))"
    # (stop 49, enwide: not the last of a day or a season, "my last coffee of the morning, then")
    r"(?![^.!?\n]{0,30}\bof the (day|morning|afternoon|week|year|night|evening|season|term|semester|trip|holiday"
    r"|weekend|summer|winter)\b)"
    # (not a task, a stretch of work or study, or a turn of a game: "one more exam and then i'm free")
    r"(?! (exam|shift|week|day|class|paper|test|lecture|meeting|assignment|essay|level|round|game|match|episode"
    r"|chapter|mile|lap|rep|set|semester|term|year|month|hour|minute|task|call|email|job|load|stop|quiz|module"
    r"|deadline|interview|session|lesson|practice|training|workout|run|page|bit|thing)s?\b)"
    r"( good| proper| nice| long| quiet| big| decent| real| slow| fav"
    r"| favou?rite)? [a-z']{3,}( (with|at|on|by|in|of|for|along|around|round|through|past|to|down|up|across|over"
    r"|under|near|into) (the|my|a|our|his|her) [a-z']{2,}( [a-z']{2,})?)?[.,…]?"
    r"( and| n| an| &)? (then|after that|afterwards|before (i|i'm|im|heading|going|driving|walking))\b"
    # stop 49 (enwide): or with the doing told before "one final time" and what comes next after
    # it ("watch the sunrise one final time and then walk up to …"); the going after "then" is the
    # act's, not an ordinary walk
    r"|\b(feed|fed|walk|hug|kiss|call|ring|rang|text|cuddl|see|saw|visit|watch|clean|tid|mak|made|cook|play|say|said"
    r"|tell|told|give|gave|tak|took|pet|strok|hold|held|read|listen|sing|sang|writ|wrote|driv|drove|hav|had|eat|ate"
    r"|drink|drank|smok|hear|heard|hold)\w* [\w' ]{1,25}? (for the (very )?last time|one (last|final) time)\b,?"
    r"( and| n| an| &)? (then|after that|afterwards|now)\b"
    r"(( just)? (walk|walking|drive|driving|head|heading|go|going|cycle|cycling)( up| down| out| over)?"
    r" to\b(?=[\w' ]{0,25}\b(cliff|bridge|roof|rooftop|tracks|line|river|sea|pier|tower|ledge|edge|overpass"
    r"|quarry|car park|carpark|viaduct)\b))?"
    # something done for the last time, ending its clause ("fed the cat for the last time.")
    r"|\b(fed|walked|hugged|kissed|called|rang|texted|cuddled|saw|visited|watched|cleaned|tidied|made|cooked|played)"
    r" [\w' ]{1,25}? (for the (very )?last time|one (last|final) time)(?=\s*(?:$|[.,!?;]))"
    r"|\b(said|gave|took|petted|stroked|held|read|sang|wrote|drove|heard|hugged|kissed) [\w' ]{1,25}? (for the (very )?last"
    r" time|one (last|final) time)(?=\s*(?:$|[.,!?;]))"
    r"|\b(had|finished|ate|smoked|drank|enjoyed|watched|made|gave|got)( the \w+| my \w+| him| her| them)? (my|one|a|his"
    r"|her|their|its) (last|final) (good |proper |nice |big |real )?"
    r"((cup|mug|glass|bowl|plate|slice|bottle|can|pint) of )?"
    r"(meal|dinner|lunch|breakfast|coffee|tea|cigarette|cig|smoke|drink|beer|pint|walk|sunset|sunrise|cuddle|hug"
    r"|bath|shower)\b(?! ever\b)(?! of the (day|week|year|night|morning|evening|season|term|semester|trip|holiday)\b)(?![^.!?\n]{0,30}\b(quit\w*|giving up|gave up|stopp\w+|diet|detox)\b)"
)
# Stop 49 (imply2): discovery by others opening the door ("they'll know when they open the door
# tomorrow"), not a surprise, a party or a mess in the same sentence; another side named as a
# condition and the speaker soon there ("if there's another side, i'll see you there soon").
EN_ORDINARY_DOOR: Final = (
    r"(?![^\n]{0,80}\b(surprise|party|mess|messy|gift|present|cake|balloons?|decorations?|birthday|clean|tidy|puppy"
    r"|kitten|renovat\w*|new (room|kitchen|bathroom))\b)"
)
EN_DOOR_OPENED: Final = (
    r"(?:^|(?<=[.!?;] ))" + EN_ORDINARY_DOOR + r"[^.!?\n]{0,40}?\b(they'll|they will|they'd|she'll|he'll|someone'll"
    r"|they're gonna|theyre gonna|they are going to|(mum|mom|dad|my \w+|someone|somebody|everyone) (will|'ll|is gonna)"
    r") (know|find out|understand|find me)\b[\w' ,]{0,20}\b(when|once|as soon as"
    r"|the moment) (they|she|he|someone|somebody|mum|mom|dad|my \w+) (opens?|unlocks?|breaks? down|kicks? in|pushes?"
    r"|gets?) (open )?(the|my) (bedroom |bathroom |front |room )?door\b"
    r"|(?:^|(?<=[.!?;] ))" + EN_ORDINARY_DOOR + r"(when|once|as soon as|the moment) (they|she|he|someone|somebody|mum"
    r"|mom|dad|my \w+) (opens?|unlocks?|breaks? down|kicks? in|pushes?) (open )?(the|my) (bedroom |bathroom |front |room )?"
    r"door\b[\w' ,]{0,24}\b(they'll|they will|she'll|he'll|someone'll) (know|find out|understand|find me)\b"
    r"|(?:^|(?<=[.!?;] ))" + EN_ORDINARY_DOOR + r"by the time (they|she|he|someone|somebody|mum|mom|dad|my \w+) (opens?"
    r"|unlocks?|breaks? down|kicks? in|gets? (through|past)) (the|my) (bedroom |bathroom |front |room )?door\b,? "
    r"(it'll|it will|it'?s gonna|i'll|i will) (be|have) (done|over|too late|gone|been done)\b"
)
EN_OTHER_SIDE: Final = (
    r"\bif (there's|there is|there really is|theres|there's really) (really )?(an? |another |the other )?(side|other side"
    r"|afterlife|heaven|next life|life after (this|death)|anything after)\b"
    r"|\bif (the )?(heaven|afterlife|other side|next life)('s| is| exists| does exist) ?(real|a thing)?\b"
)
EN_SOON_THERE: Final = (
    r"[\w' ,.]{0,30}\b((i'll|i will|ill|i'm gonna|im gonna|i'm going to) (be )?(see|seeing|with|join|joining|meet"
    r"|meeting|hug|find) (you|u|ya)|(i'm|im|i am) coming( to (you|join you|see you))?)\b"
    r"[\w' ]{0,12}\b(soon|real soon|shortly|tonight|very soon|in a bit|before long)\b"
)
# Stop 49 (imply2): a place judged high or deep enough and chosen ("been to the bridge three
# times, it's high enough, that's the one"); the water risen on the body and going on ("the
# water's at my chest, keep going"), not a lesson, a pool, a game or friends together.
EN_PLACE_CHOSEN: Final = (
    r"\b(high|deep|tall|big|steep|far down|long) enough\b[\w' ,.]{0,14}\b(that's|thats|that is|this is) (the one|where"
    r"|the spot|the place|it)(?=\s*(?:$|[.!;]))"
    r"|\b(the )?(water|waters|sea|tide|river|waves?)('s| is| are|'re|s)? (now )?(up )?(at|to|past|over|around) my (chest"
    r"|neck|waist|chin|shoulders|ribs)\b(?![^\n]{0,50}\b(lesson|instructor|coach|pool|fun|we|us|swim\w*|float\w*|lol"
    r"|haha|kids?|game)\b)[^\n]{0,14}\b(keep going|keep walking|few more steps|a few more|(a )?couple( of)? more"
    r"( steps)?|bit further|little further"
    r"|further out)\b"
)
# Stop 49 (imply2): most of a bottle taken, nothing named (a means; high beside help refused),
# and the gas left on with no cooking told.
EN_BOTTLE_EATEN: Final = (
    r"\b(ate|took|swallowed|downed|necked|popped|finished|finished off|emptied) (most|nearly all|almost all|half) of (the|a|my)"
    r" (bottle|pack|packet"
    r"|box|strip|jar)\b(?! of (\w+ )?(gummy|gummies|vitamins?|wine|beer|vodka|whisky|whiskey|cola|coke|water|juice|soda"
    r"|sweets|candy|chips|cookies|biscuits|sauce|ketchup)\b)"
    r"|\b(the )?gas( hob| cooker| rings?| tap)?('s| is)? (on|left on|turned on)(?=\s*(?:$|[.,!;]))(?![^\n]{0,60}\b(cook\w*|pasta|stove|boil\w*|dinner"
    r"|kettle|pan|pot|oven|bak\w*|fry\w*|soup|heat\w*|boiler|bill|station|tank|car)\b)"
)
# Stop 49 (enrisk): help refused while hurt (``help_refused``).
EN_HELP_REFUSED: Final = (
    r"\b(i )?(don'?t|do not|dont) want (any )?(help|an ambulance|a doctor|to be (saved|helped|found|stopped))\b"
    r"(?! (with|from|on|for)\b)"
    r"|\b(i )?(don'?t|do not|dont|won'?t|wont|not|am not|i'm not|im not) (want to |wanna |going to |gonna )?(go|going) to"
    r" (the |a )?(hospital|a&e|er|e\.r\.|emergency room|emergency)\b(?! (for|over|because of|with) (a|an|my|this|the|some"
    r"|just|nothing)\b)"
    r"|\b(i'm |im |i am )?(not|never) (calling|ringing|phoning|going to call|gonna call) (an ambulance|the ambulance|911|999"
    r"|112|000|anyone|for help|the paramedics)\b"
    r"|\b(just )?let it happen(?=\s*(?:$|[.,!?;]))"
    # stop 49 (imply2): to be left alone, no one to come (high only beside a means, ``rules.decide``)
    r"|\b(just )?leave me alone\b(?! (with|to|for|about)\b)|\b(please |pls |plz )?(don'?t|do not|dont) (bother )?(come|coming)"
    r"( over| here| looking| round| in)?(?=\s*(?:$|[.,!?;]))"
    # stop 49 (enwide): help refused in other words — asked not to be called for, a doctor or a
    # hospital refused as a bare noun, not wanting to be saved told by a gerund
    r"|\b(please |pls |plz )?(don'?t|do not|dont) (you )?(dare )?(call|ring|phone|get|fetch|text) (anyone|anybody"
    r"|an ambulance|the ambulance|999|911|112|000|the paramedics|a doctor|for help|help|my (mum|mom|dad|parents))\b"
    r"(?! (to|for|about|over|because|until|till|before|if)\b)"
    r"(?![^\n]{0,30}\b(it'?ll stop|it stops|stops soon|it'?s (fine|nothing|only|just)|just a|she worries|he worries"
    r"|they worry)\b)"
    r"|\bno (doctors?|hospitals?|ambulances?|paramedics|a&e|er|help)( please| pls| plz| thanks)?(?=\s*(?:$|[.,!?;]))"
    r"|\b(i'm |im |i am )?not (getting|seeking|gonna get|going to get) (any )?(help|medical help|treatment|stitches)"
    r"(?=\s*(?:$|[.,!?;]))|\brefus(e|ing|ed) to (go|going) to (the )?(hospital|a&e|er|doctor|doctors)\b"
    r"(?! (for|over|because of|with) (a|an|my|this|the|some|just|nothing)\b)"
    r"|\b(not|never) (letting|gonna let|going to let) (anyone|anybody|them|you|u) (take|drive|bring|get) me to (the )?"
    r"(hospital|a&e|er)\b|\b(not|never) (calling|ringing|phoning) for (an ambulance|the ambulance|help)\b"
    r"|\b(i )?(don'?t|do not|dont) want (saving|rescuing|to be rescued|anyone (to )?(come|help|save|call))\b"
    r"(?! (with|from|on|for)\b)"
)
# Stop 49 (enrisk): a day or a night told as the one for a purchase, an outing or a treat ("tonight's
# the night i finally buy the console", "… we binge the whole season"): no plan of one's own.
EN_NIGHT_FOR_A_TREAT: Final = (
    # stop 49 (enwide): the night of a named event ("tonight is the night of the finale")
    r"(?! of (the|our|my|a|his|her|their) (?!(end|death|last|act)\b)[a-z]+)"
    r"(?!,? (that |when )?(we|me and \w+|my \w+ and i|the (gang|lads|girls|boys|family))\b)"
    r"(?![!.,]*,? (that |when )?((i|we|u|you|my \w+|me and \w+)( finally| get to| are| am|'re|'m| can| will|'ll| gonna"
    r"| going to)*|finally|gonna|time to)"
    r" (buy|buying|order|ordering|get|getting|pick up|collect|binge|bingeing|watch|watching|see|seeing|meet|meeting"
    r"|celebrate|propose|ask (her|him|them)|play|playing|cook|cooking|open|launch|start|go out|party|eat|dance"
    r"|wear|post|book|sing|perform|debut|premiere|confess|kiss|try (the|a|my|our|some)|unbox|build|bake|host|drink"
    r"|treat|splurge|spend|move in|sign|tell (her|him|them) (how|that|i love)"
    # stop 49 (enwide): or goes to a place of one's life ("today is the day i go to university")
    r"|(go|head|fly|move|drive) (off )?(to|back to) (uni|university|college|school|work|my (new|first) \w+|the (gym"
    r"|beach|concert|match|party|game|pub|club|cinema|theatre|theater|airport|festival|wedding|doctor|dentist)))\b)"
)

EN_ATOMS: Final[dict[str, str]] = {
    "active": (
        # stop 48 (enimplied): stepping off a platform's edge, ending its clause ("when the 10:15
        # comes i'm stepping off the platform")
        r"\b(i'm|i am|im|gonna|going to|i'll|i will|about to|ready to) (just )?(step|stepping|walk|walking|jump"
        r"|jumping) off (the|that) (edge of the )?platform( edge)?(?=\s*(?:$|[.,!?;…]))|"
        # stop 41: a wrist, a throat or a limb of one's own opened, told as done by the speaker
        # and not dated back ("i opened up my arm with a piece of glass", "i slashed my wrists a
        # few minutes ago"): an act under way
        r"\bi (just |already |finally |then )?(slashed|slit|opened( up)?|sliced (open|up)|cut open)"
        r" (my|both my) (wrists?|throat|veins?|arms?|forearms?|thighs?|legs?)\b(?![\w' ,]{0,30}\b("
        r"years? ago|when i was|as a (kid|teen|teenager)|back (then|in)|in (high school|school|20\d\d|19\d\d)"
        r"|last year|used to|on (the|a|an) \w+)\b)"
        r"|\bi (just |already )?(cut|sliced|split|ripped) (my|both my) (wrists?|arms?|forearms?|thighs?|legs?) open\b|"
        # stop 37: ending it all thought of; an exit planned, ending its clause
        r"\b(thinking|thought|think|thinkin) (of|about) ending (it all|everything)\b"
        r"|\bplanning my (exit|way out|final exit)(?=\s*(?:$|[.!?,;]))|"
        # stop 36: a car driven off the road, a cliff or an overpass, said as what one will do and
        # ending its clause ("i'm going to drive my car off the road tonight")
        r"\b(i'm going to|i am going to|i'm gonna|gonna|going to|i'll|i will|i want to|want to|about to) (just )?"
        r"(drive|steer|swerve|veer|crash) (my car |the car |it )?off (the|a|that) (road|cliff|bridge|overpass|pier|edge"
        r"|embankment|motorway|highway)( (tonight|tomorrow|today|now|right now|on purpose|at full speed))?(?=\s*(?:$|[.,!?;]))|"
        r"\b(want|wanna|going|gonna|plan|trying)\b[\w' ]{0,30}\b(until|till|til) i (don't|do not|never) wake up\b"
        r"|\bcut (way |much |a lot |so much |really )?(deeper|too deep|really deep|so deep)\b[\w' ,.]{0,30}\b(won't|doesn't|can't|isn't going to) stop bleeding\b|"
        r"\bstarv(e|ing) myself to death\b|\b(stop|stopped|stopping|quit|quitting|not|never|won't be) eating\b[\w' ,]{0,30}\b(until|till|til) (i'm|i am|im) (gone|dead)\b"
        r"|\b(stop|stopped|stopping|quit|quitting) eating\b[\w' ,]{0,30}\b(until|till|til) my (body|heart) (gives out|gives up|stops|quits)\b|"
        r"(?<!the word )(?<!the term )(?<!saying )(?<!say )(?<!words like )\bunalive\b(?!(?: \w+)? (memes?|videos?|trend|filters?|censor\w*|content|words?|is (so |such an? |a )?(dumb|stupid|cringe|weird|annoying))\b)"
        # stop 33: bleeding the speaker will not stop
        r"|\b(bleed\w*|blood)\b[\w' ,]{0,40}\bi (don't|do not) (want to|wanna) stop (it|the bleeding|them)\b"
        r"|\b(i'm|i am) (just )?(going to|gonna) let (it|them) (bleed|run)\b|\b(i'm|i am) not (going to|gonna) stop the bleeding\b"
        r"|\b(cuts?|wounds?)\b[\w' ,]{0,30}\b(won't|wont|will not|don't) stop( bleeding)?\b[\w' ,]{0,20}\bi (don't|do not) care\b"
        # stop 33: kys said of oneself, not at someone
        r"|(?<!you )(?<!u )(?<!you're )(?<!ur )\b(i should|should i|i'm going to|i'm gonna|i'm about to|i'm|im|i'll|ima|imma|gonna|going to|about to|might as well|time to|finna|i need to|i want to|i wanna|wanna|i will|i could|i might)( just| finally| really| honestly| actually| literally| prob| probably)? kys\b"
        r"|\b(about to|going to|gonna|i'm gonna|i'll|i will|want to|wanna|ready to|planning to|need to) (just )?"
        r"(throw|fling|hurl|launch|chuck) myself (off|from|out of|under)\b"  # stop 47 (enlook)
        # stop 47 (enlook): kms before a thing complained of is hyperbole ("kms this meeting…")
        r"|\b(catch|catching) the bus (for real|for good|once and for all)\b|\bfinally (catch|catching) the bus\b(?! (to|home"
        r"|into|from|back)\b)"  # stop 47 (enlook): "ctb" spelled out, told as final
        r"|\bkms\b(?! (this|that|these|those) (?!(time|week|weekend|tonight|morning|evening|year)\b)\w+)|\bctb\b(?! (means|stands for|is short for|=))(?![\w' ]{0,20}\b(about|regarding|re) (the|my|a|our) (loan|account|card|mortgage|bill|payment|statement|invoice|order)\b)|\btop(ping)? myself\b(?! (up|off)\b)|\bmy life ends (tonight|today|tomorrow|this|on|at|soon|here|now)\b|\b(to|wanna|gonna|about|of|will|i'll) off myself\b|\boffing myself\b|\bend myself\b|(?<!me to )(?<!me to go )(?<!me to just go )(?<!me 2 )\bkill(ing)? myself\b|\bend(ing)? my (own )?life\b|\btak(e|ing) my (own )?life\b"
        r"|\bcommit(ting)? suicide\b|\b(going to|gonna|want to|wanna|will|i'll|planning to|plan to|about to) (step|walk|jump|throw myself|run|lie down) (out )?in front of (a|the|an) (bus|train|truck|car|lorry|subway|oncoming \w+)\b|\bsuicid(e|al)\b(?! (prevention|awareness|hotlines?|rates?|statistics|research|helpline|scenes?|episodes?|themes?|storyline|plot|content|squad|bomb\w*|warning|trigger))|\bend it all\b|\bhang(ing)? myself\b"
        r"|\b(want|wanna|thinking about|thinking of|going to|plan to|planning to) (jump(ing)? off|overdos\w+"
        r"|drown(ing)? myself|slit(ting)? my wrists?|shoot(ing)? myself)"
        r"|\b(going to|gonna|about to|will|i'll|want to|wanna) (swallow|down) (them all|all of (them|it)|every (one|pill|last one)"
        r"|the (whole|entire) (bottle|box|pack))\b"
        r"|\b(with|have|got) (the |a |my )?(rope|cord|belt|noose|ligature) (around|round) my neck\b"
        r"|\b(rope|cord|belt|noose)('s| is) (already )?(around|round) my neck\b|\b(cut|sliced) (myself )?(way |much |far |a bit |a little )?(really |so |too |very )deep\b(?![\w' ]{0,12}\b(on (a|an|the|my|some) (\w+ )?(knife|saw|glass|can|tin|lid|scissors|mandoline|grater|chisel|tool|peeler|cleaver)|with (a|an|the|my|some) ((\w+ )?(saw|can|tin|lid|mandoline|grater|chisel|tool|peeler|cleaver)|(bread|kitchen|steak|carving|paring|chef's|butter|fruit|vegetable|veg|cheese|utility|stanley|craft|box|pocket|hunting|fishing|sewing|garden|pruning) (knife|scissors|shears)))\b)"
        r"|(?<!the word )(?<!the term )(?<!saying )(?<!say )(?<!words like )\bsewer ?slide\b(?! (memes?|jokes?|videos?|trend|content)\b)|\bcommit (die|sewer ?slide)\b|\bs[*]ic[*i1]d(e|al)\b|\bself[- ]delete\b|\bdelete myself\b"
        r"|\b(log|logging) (off|out) (for good|forever|permanently)\b(?![\w' ,]{0,40}\b(server|discord|twitter|reddit|this app|this game|insta\w*|tiktok|facebook|social media|the internet|this site|this sub|gc|group chat)\b)"
        r"|\b(take|swallow|down) (the rest|every one|the whole (bottle|box|pack)) of"
        r" [\w' ]{0,20}\b" + EN_DRUG + r"\b"
        r"|\bi know (exactly )?(how and when|when and how|where and when|when and where)\b"
        r"|\b(crash|wreck|drive) (my car|into (a|the) \w+|off (a|the) \w+)[\w' ]{0,10} on purpose\b"
        r"|\b(going to|gonna|want to|i'll|plan(ning)? to|about to) (crash|wreck) (my|the) car\b"
        r"|\b(going to|gonna|about to|ready to|i'll|i will|want to|wanna) jump(?=\s*(?:$|[.,!?;])| (now|tonight|today|from|before (sunrise|dawn|morning|midnight|it gets light)|at (midnight|dawn|sunrise|\d)|when it gets dark))"
        r"|\b(funeral|grave|died|passed away|passed(?! (the|a|an|my|his|her|out|by|on|up|over|through|it|that|this))|his death|her death|lost (him|her))\b[\w' ,]{0,60}\b(join|be with) (him|her|them)( again)?(?=\s*(?:$|[.,!?;])| (soon|there|up there|in heaven|on the other side))"
        # stop 31: an illness outrun ("if the cancer doesn't get me i'll do it myself")
        r"|\bif (the |my |this )?(cancer|disease|illness|tumou?r|pain|depression|it|this)\b[\w' ]{0,12}\b(doesn't|does not"
        r"|won't|will not|don't) (get|kill|take|finish) me( first)?,? i('ll| will) (do it|finish it|end it|finish the job"
        r"|take care of it) myself\b"
        # stop 31: following someone who died by suicide ("my brother killed himself … i'm going to
        # follow him")
        r"|\b((killed|shot|hanged|hung|drowned|poisoned) (himself|herself|themselves)|took (his|her|their) (own )?life"
        r"|died by suicide)\b[\w' ,.]{0,80}\b(going to|gonna|want to|wanna|will|i'll|ready to|about to) (follow|join)"
        r" (him|her|them)\b(?! (on|there|to|into|at|in)\b)"
        # stop 31: alone or tonight, not knowing what one would do to oneself
        r"|\b(alone|tonight|right now|(don't|do not) leave me)\b[\w' ,]{0,40}\b(don't|do not) know what i('ll| will| might| could| would|'d) do to myself\b"
        r"|\b(i'm gonna|i'm going to|gonna|going to) just end (it|it all|everything|my life)(?= ?(?:$|[.,!?;]| (tonight|today|now|soon)))"
        r"|\b(ready|decided|about|going|gonna) to end (it|this|everything)( all)?"
        r"(?=\s*(?:$|[.,!?;])| (tonight|today|for good|forever|once and|soon|tomorrow|this (week|weekend)|by|before|after|when))"
        # stop 32: a vehicle driven into a wall, a median or a truck, meant or made to look an accident
        + r"|" + EN_INTENDS + r"(" + EN_VEHICLE + r")"
        + r"|\b(" + EN_VEHICLE + r")[\w' ,.]{0,60}\b(on purpose|(make|making|made) it look (like an )?"
        r"accident(al)?|it('ll| will| would)? looks? (like an )?accident(al)?|for the insurance)\b"
        r"|\b(wall|tree|barrier|median|cliff|edge|pillar)\b[\w' ,.]{0,60}\b(i'm not|i am not|i won't"
        r"|i will not|not going to|not gonna) (brak(e|ing)|brake|slow(ing)? down)(?= ?(?:$|[.,!?;]))"
        # stop 32: a poison about to be drunk
        r"|\b(about to|going to|gonna|i'll|i will|want to|wanna|ready to) (drink|swallow|down|chug|neck"
        r"|eat) (the |some |a (cup|glass|bottle|mug|capful) of |this |that )?(\w+ )?" + EN_POISON
        # stop 32: a suicide pact ("made a pact to end it together", "agreed to die together")
        + r"|\b(made|make|making|have|had|got|agreed|formed|sealed) (a |the |our |this )?pact (to"
        r"|that we('d| would| will)?) (end (it|it all|our lives|everything)|die|kill ourselves|jump"
        r"|overdose|take (the|our) pills)\b"
        r"|\b(agreed|decided|promised|planning|plan|going|gonna|want|wanna|ready) to (die|end it( all)?"
        r"|end our lives|kill ourselves|jump) together\b"
        # stop 31: a voice obeyed
        + r"|" + EN_VOICE + r"[\w' ,]{0,60}" + EN_VOICE_OBEYED
        + r"|" + EN_CALLED_HOME + r"[\w' ,]{0,60}" + EN_VOICE_OBEYED
    ),
    "seek": (
        # stop 48 (enimplied): how many or how long it takes worked out for a body like one's own
        # ("googled how many it would take for someone my weight")
        r"\b(looked up|look up|looking up|googled|googling|searched|checked|read up on|researched|worked out"
        r"|figured out|asked) how (long|many|much)( of them| of those)? it (takes|would take|'d take|will take)"
        r" (for )?(someone|somebody|a person|a guy|a girl|a woman|a man) (my|of my|about my) (size|weight|build)\b|"
        # stop 37: ways researched with nothing after them ("i've been researching ways")
        r"\b(researching|researched|looking up|looked up|googling|googled|searching|searched)( up)? (painless |quick |quickest"
        r" |easy |easiest |best |different |other )?(ways|methods|how to do it)(?=\s*(?:$|[.!?,;])| (all|most of the) (night|day"
        r"|week|evening|morning)\b| (tonight|today|again|lately|for hours|every night)\b)|"
        r"\bhow (many|much) [\w ]{0,20}(would|will|does it take to|to) (kill|die)\b(?! (her|him|them|my (dog|cat|mom|dad|mother|father|wife|husband))\b)|\blethal dose\b(?! (dose |amount )?(of [\w ]+ )?for (a|an|my|the|our|his|her) (dog|cat|puppy|kitten|pet|horse|rabbit|hamster|bird|parrot|ferret)s?\b)"
        # stop 33: a way by its superlative, ways looked up, dying in one's sleep asked how
        r"|\b(quickest|fastest|easiest|simplest|surest|cleanest|least painful|most painless|most peaceful|most reliable|best) (way|ways|method|methods) to (die|end it( all)?|kill (myself|yourself|oneself)|commit suicide|end (my|your|one's) (own )?life)\b(?! (in|on) (minecraft|the game|a game|roblox|fortnite|skyrim|gta|the sims|sims|oregon trail)\b)(?! with\b)"
        r"|\b(least painful|most painless|most peaceful) (way|ways|method|methods) to go\b"
        r"|\b(looked up|look up|looking up|googled|googling|searched( for)?|searching( for)?|researched|researching) (the )?(ways|methods|how) to (die|kill myself|end it|end my life)\b(?! (in|on) (minecraft|the game|a game|roblox|fortnite|skyrim|gta|the sims|sims|oregon trail)\b)"
        r"|\bhow (to|do i|can i|do you|could i) die (in (my|your) sleep|painlessly|peacefully|quickly|fast)\b"
        r"|\bhow (to|do i|can i) kill myself\b|\bpainless way to die\b|\b(quickest|easiest) way to die\b|\b(most )?painless way to (go|die|end it)\b|\bbest way to (die|end it|kill myself)\b"
        r"|" + EN_ADVICE_TOLD + r"\b(how (many|much|long|high|far|deep|fast|quickly)|which|what (dose|amount|height|floor))\b[\w' ]{0,40}\b" + EN_FATAL + r"(?! (dose |amount )?(of [\w ]+ )?for (a|an|my|the|our|his|her) (dog|cat|puppy|kitten|pet|horse|rabbit|hamster|bird|parrot|ferret)s?\b)"
        + r"|" + EN_ADVICE_TOLD + r"\b(how many|how much|what dose|what amount)\b[\w' ]{0,30}\b" + EN_DRUG + r"\b[\w' ]{0,30}\b(it takes?|would (it )?take|does it take|is (too (much|many)|enough|fatal)|would be (too (much|many)|enough))\b"
        r"(?! (to|for) (a |my |the )?(period |back |tooth |joint |muscle |stomach )?(fall asleep|sleep|work|kick in|help|feel|relax|calm|get (to sleep|rid)|headache|pain|cramps|cold|fever|toothache|backache|migraine|hangover|arthritis|flu))"
        # stop 34: a dose's limit asked by the night or the day is a medicine's use
        r"(?! (in (one|a|a single) (day|night|dose)|per (day|night|dose)|a (day|night)|daily|nightly|at bedtime)\b)"
        r"(?! to (stop|kill|hurt|harm|knock out|sedate|drop) (someone|somebody|a person|a patient|people|an adult|a horse|him|her|them)\b)"
        # stop 35: two questions, a count beyond a dose first, then how many would be too many
        # with no medicine between ("is 20 tylenol too many? how many would be too many")
        + r"|" + EN_ADVICE_TOLD + r"\b(is|are|would|will|could|isn't|aren't)( like)? (\d{2,}|twenty|thirty|forty|fifty|a hundred"
        r"|a (whole|full) (pack|packet|bottle|box|strip|blister)( of)?|all( of)? my)( of my| of the| of)? (\w+ )?"
        + EN_DRUG + r"( be| is)? (too (many|much)|enough|fatal)\?*,? (like |i mean |or |and |so )?(how many|what number|how much)"
        r"\b[\w' ]{0,24}\b(too (many|much)|enough|do it|it take|kill( me)?|fatal)\b"
        r"(?! (to|for|in|per|a) (a |my |the |one |his |her )?(period |back |tooth |joint |kid|child|baby|dog|cat|liver|kidneys"
        r"|day|night|week|dose|headache|pain|cramps|cold|fever|toothache|migraine|hangover|fall asleep|sleep))"
        + r"|\b(googl\w+|look(ed|ing)? up|search(ed|ing)|research(ed|ing)|read(ing)? up on) (the |a )?(lethal|fatal|deadly|max(imum)?|toxic) (dose|amount)\b"
        r"(?![\w' ]{0,30}\b(for (jet lag|sleep|a (child|kid|dog|cat)|my (kid|son|daughter|dog|cat)|pain|headaches?|cramps)|in a day|per day|a day|daily)\b)"
        # stop 31: a height asked for by whether one would survive it, or by a roof one can reach
        r"|\b(high|tall|deep) enough (that |so )?(you|i|one|a person|someone) (would(n't| not)|won't|will not"
        r"|couldn't|could not|can't) (survive|make it|live)\b"
        r"|\b(tallest|highest) (building|bridge|parking (garage|structure)|tower|block)\b[\w' ,]{0,40}\b(roof"
        r" access|access to the roof|(get|go) (on|onto|up) (to )?the roof|(open|unlocked) roof)\b"
        r"(?![\w' ]{0,20}\b(photos?|pictures?|views?|sunsets?|timelapse|bar|party|drinks)\b)"
        r"|\b(look(ed|ing)? up|googl\w+|search(ed|ing)|research(ed|ing)|check(ed|ing)|read(ing)? (up )?(about|on)|figur(ed|ing) out|found out)\b[\w' ]{0,40}\b(highest|tallest|high enough|deep enough|tall enough|how far the drop|the drop is)\b"
        # stop 49 (enrisk): the lethality of a drop or a dose asked of its own height or number
        # ("from the 18th floor it'd be quick right?", "would the fall kill you from the garage roof",
        # "is 9 stories high enough to not survive", "how long does it take if u take like 40
        # tylenol", "googling how high a fall has to be")
        r"|\b(from|off) (the |a |my |our )?(top|\d{1,3}(st|nd|rd|th)?|\w+(teenth|tieth|th)) (floor|storey|story|level"
        r"|stories|storeys|floors)\b[\w' ,]{0,20}\b(it'?d|it would|would it|it will|will it|that'?d|that would|would that"
        r"|is it|you'?d|would you|i'?d|would i|it should|should it|it'?ll|that'?ll|that should|it must|it has to|it's gotta"
        r"|it has got to)( be| even be| go| definitely be| surely be| probably be)? (quick|instant|instantly|painless|fast|quickly|over"
        r" (quick|fast|instantly)|fatal|certain|sure|enough)\b"
        r"|\b(would|will|could|does|do|is|it'?d|it would)( it| the| a| that)? (be )?(quick|instant|painless|fatal|enough)"
        r" from (the |a |my |our )?(top|\d{1,3}(st|nd|rd|th)?|\w+(teenth|tieth|th)) (floor|storey|story|level)\b"
        # stop 49 (lead): a jump or a fall from a floor asked whether it is enough ("would jumping from
        # the 6th floor be enough")
        r"|\b(would|will|could|is|should)( the| a| that| this)? (fall|drop|jump|falling|jumping|a jump|a fall)"
        r" (from|off) (the |a |my |our )?(top|\d{1,3}(st|nd|rd|th)?|\w+(teenth|tieth|th)) (floor|storey|story|level"
        r"|stories|storeys|floors)( up)? (be )?(enough|fatal|quick|instant|painless|do it|do the job)\b"
        r"(?! to (?!(die|kill|end|not (survive|wake|make it)|be sure|finish)\b)\w+| for (a|an|my|the|your|our)\b)"
        r"|\b(would|will|could|does|do|did)( the| a| that| this)? (fall|drop|jump|landing|falling|jumping|a jump|a fall)"
        r"( (from|off) [\w' ]{1,30}?)? (kill|finish) (you|me|someone|somebody|a person|u|ya)\b"
        r"(?![^\n]{0,60}\b(climb\w*|route|belay\w*|rope|harness|skydiv\w*|parachut\w*|bungee|base jump\w*|abseil\w*"
        r"|asking (as|for) (a|my)|for (a|my) (story|book|novel|script|class|project|character)|my character|in the"
        r" (novel|book|story|film|movie|game|show)|physics|homework|documentary|video|youtube|tiktok|podcast|news"
        r"|article|watched|watching)\b)"
        r"|\b(from|off) (the |a |my |our )?(top|\d{1,3}(st|nd|rd|th)?|\w+(teenth|tieth|th)) (floor|storey|story|level"
        r"|stories|storeys|floors)\b[\w' ,]{0,20}\b(there's|theres|there is|no) (no )?way (i'?d|i would|you'?d|you would"
        r"|anyone would|someone would|a person would|i could|you could) (survive|make it|live)\b"
        r"|\b(would|will|is|are) (like )?(\d{2,3}|all)( of)? (my |these |those |the )?(" + EN_DRUG + r"|pills|tablets|meds)"
        r" (be )?enough\b[\w' ,?]{0,12}\b(or )?(do i need|should i (get|take|find)|i need|need) more\b"
        r"|\b(is|would|will)( the)? (\d{1,3}(st|nd|rd|th)?|top) (floor|storey|story|level) (high |tall )?enough\b"
        r"(?! (for|to (see|get|have|enjoy|hear|fit|reach)))"
        r"|\b(do|would|will) i (need|have) to go higher\b|\bor do i need (a )?higher( one| floor| building| bridge)?\b"
        r"|\b(take|took|swallow|swallowed|have|had|down|downed) (all |like |about )?(\d{2,3}|all)( of)? (these|them|those"
        r"|my \w+|the \w+|pills|tablets)\b[\w' ,]{0,20}\b(would|will|is|does) it (be )?(quick|painless|instant|peaceful"
        r"|fatal|enough)\b"
        r"|\bhow (high|tall|far|deep) (does|do|would|should|must) (a |the )?(building|bridge|drop|fall|floor|cliff|roof"
        r"|jump) (have to|need to|hafta) be (to (make sure|be sure|die|kill (you|me)|not survive|be fatal|do it|work)|so"
        r" (you|i) (don't|dont|wouldn't|won't) survive)\b"
        r"|\b(\d{1,3}|\w+) (stories|storeys|floors|metres|meters|feet|ft|m) (high |tall |up )?enough to (not survive|die|kill"
        r" (you|me|someone)|not make it|not wake up|be (fatal|sure|certain|quick))\b"
        r"|\bhow long (does|would|will|till|until|before)( it)?( take| takes| it takes)?( to work| to kick in| to happen)?"
        r" (if|when|after|once) (you|u|i|someone|ya|a person) (take|takes|took|swallow|swallows|swallowed|have|had|down|downs)"
        r" (like |about |around |maybe |roughly )?(\d{2,3}|twenty|thirty|forty|fifty|sixty|a hundred|a (whole|full)"
        r" (pack|packet|bottle|box|strip)|all) (of )?(" + EN_DRUG + r"|pills|tablets|of them|of these|of those|them)\b"
        r"|\b(googl\w*|look(ed|ing)? up|search(ed|ing)( for)?|check(ed|ing)|research\w*|wonder(ed|ing)|read(ing)? up on)"
        r" how (high|far|tall|long|deep) (a |the )?(fall|drop|jump|building|bridge|floor) (has|needs|would need|would have"
        r"|'d need|'d have) to be\b"
        # stop 49 (enwide): the same asked in other words — a floor asked whether it "does it" or
        # "does the job" (any modal), a count of one's pills judged enough or able to kill with no
        # more asked, a jump of one's own told as "if i …" with whether one would die, a drop "tall
        # enough to die from" with no height counted
        r"|\b(would|will|could|should|does|is|can|might)( the| a| my| that| this)? (\d{1,3}(st|nd|rd|th)?|top|\w+(teenth"
        r"|tieth|th)) (floor|storey|story|level)( up| of (the|my|this|that) \w+( \w+)?)? (do it|do the job|do the trick"
        r"|be enough|be high enough|be fatal"
        r"|kill (me|you)|work)\b(?! (for|to (?!(die|kill|end|not (survive|wake|make it))\b)\w+))"
        r"|\b(would|will|could|should|is|are|do|does|can|might)( like| about| around| maybe)? (\d{2,3}|twenty|thirty"
        r"|forty|fifty|sixty|seventy|eighty|ninety|a hundred|all)( of)? (my |these |those |the |her |his |mum'?s |mom'?s"
        r" |dad'?s )?(" + EN_DRUG + r"|pills|tablets|meds)( be)? (enough|do it|do the job|do the trick|kill (me|you|a"
        r" person|someone)|be (fatal|lethal|a lethal dose))\b(?! (for|to (?!(die|kill|end|not (survive|wake|make it))\b)"
        r"\w+))(?![^\n]{0,60}\b(kids?|toddler|child|baby|dog|cat|horse|pet|vet|character|novel|story|exam|class)\b)"
        r"|\bif i (jump|jumped|fell|fall|stepped|step|threw myself|throw myself|leapt|leaped|leap|went|go) (off|from|out"
        r" of|in front of)\b(?![^\n]{0,80}\b(climb\w*|bungee|trampoline|pool|diving board|skydiv\w*|parachut\w*|game"
        r"|minecraft|fortnite|character|novel|story|ankle|leg|wrist|hurt)\b)[^.?!\n]{0,50}?\b((would|will|could|do|can)"
        r" i (die|survive|be dead|be killed|make it)|(would|will|could) (it|that|the fall|the drop|the impact) (kill me"
        r"|be (instant|quick|painless|fatal|enough)))\b"
        r"|\bthe (\d{1,3}(st|nd|rd|th)?|top|\w+(teenth|tieth|th)) (floor|storey|story|level)('s| is|'d be| would be|'ll be"
        r"| will be| should be) (high |tall )?enough(?=\s*(?:$|[.,!?;]))"
        r"|\b(is|would|will)( the| a| that)? (\d{1,3}(st|nd|rd|th)?|top|\w+(teenth|tieth|th)) (floor|storey|story|level)"
        r" (be )?(a )?(guaranteed|certain|sure|definite|instant) (death|kill|thing)\b"
        r"|\b(is|would|will)( the| my| that| this) (multistorey|multi-storey|car park|carpark|parking garage|bridge|building"
        r"|tower|block|cliff|roof|overpass|viaduct|dam) (be )?(high|tall) enough(?=\s*(?:$|[.,!?;]))"
        r"|\b(high|tall|deep) enough to (die( from| off| in)?|kill (me|you|someone|a person)|not survive|not make it"
        r"|end it|be fatal)\b(?![^\n]{0,60}\b(kids?|toddler|child|baby|dog|cat|pet|character|novel|story|game)\b)"
    ),
    "passive": (
        # stop 49 (enrisk): the aftermath of one's own end pictured — them at one's funeral, finding
        # one, or reading one's note relieved ("i picture them reading my note and feeling relieved")
        r"\b(i )?(keep |always |sometimes )?(picture|imagine|think about|thinking about|imagining|picturing)\w* (them|everyone"
        r"|my (family|parents|mum|mom|dad|friends|ex)|people|mum|mom|dad) (at my funeral|finding (me|my body)|reading my"
        r" (last |goodbye |suicide )?(note|letter)\b(?=[\w' ,]{0,30}\b(relieved|better off|happier|glad|sad|crying|sorry)\b))|"
        # stop 47: death told as the only way out ("dying is the only way out of this pain", "the
        # only escape left is death"), not a game's or a story's (their scopes hold those)
        r"\b(death|dying|being dead|to die|not being alive|not existing)( really| honestly| just)? (is|feels like"
        r"|seems like|seems|looks like|would be|'d be|is starting to feel like|might be)( (the|my))? (only|best|last"
        r"|one|easiest) (way out|escape|exit|option|answer|solution|way to (stop|end|escape|make it stop))\b"
        r"|\bthe only (way out|escape|exit|option|answer|solution)( left| i (see|have|can see))? (is|would be|'s)"
        r" (death|dying|to die|being dead)\b|"
        # stop 37: going over to the other side (not of a road or a town, not "see you on the
        # other side" of a tunnel or an exam)
        r"(?<!see you )(?<!see ya )(?<!see u )(?<!meet you )\b(go|going|gone|cross|crossing|crossed|pass|passing|i'll be|be)"
        r"( [\w']+){0,3},? (over )?(to |on )?the other side\b(?! of\b)|"
        # stop 37 (crisis-chat and ESConv words): a bare wish to end it or to be gone, ending its
        # sentence; why one should live asked (not where); not knowing how long one can hold on
        r"(?:^|(?<=[.!?,;] )|(?<=\bi ))(just |really |honestly |seriously )?(want|need|wish i could) (to )?(end it|be gone"
        r"( forever| for good)?)(?=\s*(?:$|[.!?]))"
        r"|\bwhy (would|should|do|does) i (even )?(want to |bother to |need to |have to )?(live|keep living|stay alive|go on"
        r"|be alive|keep going|exist)\b(?! \w+ing\b)(?! (in|with|near|at|by|on|like) (a|an|the|this|that|my|our|his|her) (city|town"
        r"|country|area|house|flat|apartment|place|village|neighbou?rhood|street|dorm|state)\b)"
        r"|\b(don't|do not|can't|cannot) see (why|the point|any reason( why)?) i (should|would|need to|have to) (keep living"
        r"|live|go on|stay alive|be alive|keep going|be here)\b(?! (with|in|at|near) )"
        r"|\b(idk|i don't know|i do not know|not sure|no idea) how (much )?(long|longer) i can (hold on|keep going|go on"
        r"|survive|stay alive|last|keep fighting|keep living)\b(?! (to|at|in|with|without|on|for) )|"
        # stop 37: ready to die (not of embarrassment, for a cause or laughing)
        r"\b(i'm|i am|im|i feel|i think i'm|i think i am) (so |just |finally |really |honestly |more than |pretty much )?"
        r"ready to (die|be dead|be gone|leave this world|stop living|not exist)\b(?! (of|for|laughing|on)\b)|"
        # stop 37: ambivalence told as parts of oneself (read as "i" by ``rules.EN_PART_OF_ME``):
        # the wish to live taken back by the rest ("part of me wants to live but most of me
        # doesn't"); relief, hope or gladness at a fatal diagnosis, in either order
        r"\bi (want|wish) to (live|stay alive|keep living|be alive|be here|exist|survive|keep going|keep fighting"
        r"|get better)\b,? (but|and|while|yet) i (don't|do not|really don't|just don't|really do not)"
        r"(?=\s*(?:$|[.,!?;]| anymore\b| really\b))|" + EN_FATAL_HOPED + r"|"
        # stop 36: not waking welcomed as a relief ("it would be a relief not to wake up")
        r"\b((be|was|is|'d be) (such )?a relief|(be|'d be) (so |really )?relieved) (to )?(not|never) (to )?wake up\b|"
        # stop 36: to crawl into a hole, curl up or lie down and die (an embarrassment's idiom
        # when its sentence tells of one: ``rules.EMBARRASSED``)
        r"\b(crawl|crawling|crawled) (into|in) a hole and (just )?die\b|\b(curl|curling) up and (just )?die\b"
        r"|\b(lie|lay) down and (just )?die\b(?! (in|on) (the|a|my) (floor|couch|sofa|bed)\b)|"
        # stop 35: one's own death as a better place to be ("soon i'll be in a better place"),
        # not a place after a shift, a new job or a flat, nor better than or for something
        r"\b(i'll|i will|i'm going to|i am going to|i'm gonna|gonna|i'll soon|i'll finally) (soon |finally |just )?"
        r"(be in a better place|go to a better place|be somewhere better|be at rest)\b" + EN_BETTER_PLACE_BY +
        r"|\b(i'm|i am) (going|off|headed|heading) to a better place\b" + EN_BETTER_PLACE_BY + r"|"
        # stop 35, ESConv's registers: death as the easier state, the world's end welcomed, ready to
        # be done (not dead tired or serious, not a term, a diet or an outing done)
        r"\b(i'd|i would) be (relieved|glad|happy|fine|okay|ok|grateful) if (the|my|a|this) (plane|flight|car|bus"
        r"|train|ferry|boat) (went down|crashed|sank|hit me|ran me over|came off the road)\b"
        r"|\b(i'm|i am|i feel like i'm) ([\w']+,? ){0,3}done with (everything|it all|life|living|all of (it|this))"
        r"(?=\s*(?:$|[.!?,]))|"
        r"\b(easier|better|simpler|nicer|less painful) (to|if i could) (just )?(be dead|not exist|not be (here|alive"
        r"|around))\b(?! (tired|serious|wrong|quiet|set|beat|broke|last|even|on|in|at|for|with)\b)"
        r"|\b(fine|okay|ok|happy|glad|alright|at peace|totally fine) (with |if )(a |an |the )?(big )?(meteor|asteroid"
        r"|comet|nuke|plague|apocalypse)\b[\w' ]{0,30}\b(took|taking|take|wiped|wiping|wipe|ended|ending|end)\b"
        r"|\b(i'd|i would) (welcome|love|like) (a|an|the) (meteor|asteroid|comet|apocalypse|nuke)\b(?! (shower|watch"
        r"|show|game|movie|film)\b)"
        r"|\b(i'm|i am) (sort of |kind of |kinda |so |just |really |pretty much )?ready to be done( with (it all"
        r"|everything|life|all of (it|this)|this life|living|existing))?(?=\s*(?:$|[.!?,]))|"
        # stop 35, the medium route: an old age done with ("i've had my time and i'm ready to go now")
        r"\b(i've|i have) had (my|a good) (time|innings|run|life)\b[\w' ,]{0,30}\b(ready to go|ready to die|time"
        r" (for me )?to go|ready for (the end|god|the lord|heaven))\b(?! (on|to|for|with|home|out|shopping)\b)|"
        r"\bwhat am i (even |actually |still )?(here|alive|living|breathing) for (anymore|any more|at this point|now)\b"
        r"|\bwhat am i (even |actually |still )?(alive|living|breathing) for\b|"
        # stop 35, the medium route: the point of me, still here, no grief at a bus, better for all
        r"\bwhat'?s (even |really |actually )?the point (of|in) me( being (here|alive|around))?(?=\s*(?:$|[.!?,]))"
        r"|\bwhy (am|is) (i|me) (even |actually )?still (here|alive|around|breathing)(?=\s*(?:$|[.!?,]))"
        r"|\b(wouldn't|would not|won't|will not) (be )?(too |that |really |even |all that )?(upset|sad|mind|care|bothered"
        r"|complain)( much)? if (i|a (car|truck|bus|train|lorry)) (got |get |was |were )?(hit|run over|ran over|killed"
        r"|died|didn't wake up|never woke up|hit me|ran me over)\b"
        r"|\b(better|easier|happier) for (everyone|everybody|them|all of them|my (family|kids|parents|friends))"
        r" if i (just )?(wasn't|weren't|was not|were not|was gone|were gone|didn't exist|disappeared|vanished|died"
        r"|wasn't here|wasn't around)\b(?! (from|for a (while|bit|few|week)|to (my room|the|work)|when|while)\b)|"
        # stop 33: dying as the only way the pain stops
        r"\b(dying|death|being dead|ending it|killing myself)('s| is) the only way (the pain|this|it|everything) (stops|ends|will stop|will end)\b"
        r"|\b(it's|it is|that's|this is) the only way (this|it|the pain) (stops|ends)(?= ?(?:$|[.!?]))|"
        # stop 33: how easy a step off a height would be
        r"\bhow easy it would be to (just )?(step|jump|fall|roll|lean) (off|over|out of) (the|my|this|that) (balcony|ledge|roof|bridge|edge|window|cliff|platform|railing)\b|"
        # stop 33: nothing left that keeps the speaker here
        r"\bnothing (left )?(keeping|holding|to keep|to hold) me here\b|"
        # stop 32: a game over in life, a quick end or a poison thought of, dying together talked of
        r"\bgame (over|end) (for me )?irl\b|\bgame end for me\b|\b(thinking|think|thought|wondering)"
        r" (about )?how (quick|fast|easy|simple|painless|peaceful) it would (all )?be(?= ?(?:$|[.,!?;]))"
        r"|\b" + EN_POISON + r"[\w' ,]{0,40}\b(thinking|think|thought) (about |of )(drinking|swallowing"
        r"|downing|eating) (it|that|them|some)\b"
        r"|\b(talk|talks|talking|talked|joke|joking|joked|think|thinking|thought|dream|dreaming) about"
        r" (dying|ending it|killing ourselves|ending our lives) together\b|"
        r"\b(don't|dont|do not|can't|cant|cannot) see (the|any) point (in|of) waking up\b(?! (early|at|before|for|on)\b)"  # probe 19
        r"(?![\w' ]{0,30}\b(class|work|school|alarm|weekend|online)\b)|\bno point (in )?waking up (anymore|any more|again)\b|"
        r"\b(don't|dont|do not|doesn't|doesnt|does not|didn't) (even |really )?deserve to (live|be alive|exist|be breathing|breathe|be here|keep living|keep breathing|go on living|go on)(?=\s*(?:$|[.,!?;])| (anymore|any more|at all|on this earth|in this world|after (what|everything)))"
        r"|\b(cross|crossing|crossed|walk|walking|walked) (across )?(the (road|street) )?without looking\b[\w ]{0,12}\bon purpose\b|\bon purpose\b[\w ]{0,24}\bwithout looking\b"
        r"|\b(run|running|ran|drive|driving|drove|cross|crossing|walk|walking)\b[\w ]{0,30}\b(hoping|wishing|praying)\b[\w' ]{0,24}\b(hits?|crash|crashes|kills?|run me over)\b"
        r"|\b(without|no) (a |my )?seat ?belt\b[\w' ,]{0,20}\b(hoping|wishing|praying)\b|"
        r"\b(think|thinking|thought) (a lot |so much |constantly |all the time |every day |about )?(about )?(dying|being dead|not being alive|not existing|not being here|not waking up|killing myself|ending (it|things|my life))\b(?! (my|her|his|the|it|them|your)\b)(?! (with|between) (him|her|them|us|my|the)\b)|"
        r"(?:^|(?<=[.,!?;] ))(dying|death|killing myself|ending it|not being alive|not existing|not waking up),? i mean\b|^(just )?(not waking up|never waking up|not existing|being dead)[.!]*$|\bi mean,? (dying|killing myself|ending it|not being alive|not waking up)\b"
        r"|(?:^|(?<=[.,!?;] ))not being alive (anymore|any more)\b|"
        r"\b(it'll|it will|everything will|everything'll|this will) all be over\b"
        # stop 48 (enimplied): an end timed, nothing named as what ends ("it'll be over in 20
        # mins", "by midnight it'll be over", "in an hour none of this will matter"; not "it'll be
        # over in 20 mins, the last lecture"; "finished" is a download's or a meal's as often)
        r"|\b(it'll|it will|itll|it's gonna|it's going to|everything'll|everything will) be over"
        r" " + EN_NEAR_TIME + EN_NOTHING_NAMED_AFTER
        + r"|\b" + EN_NEAR_TIME + r",? (it'll|it will|itll|it's gonna|it's going to|everything'll|everything will)"
        r" be over\b" + EN_NOTHING_NAMED_AFTER
        + r"|\b" + EN_NEAR_TIME + r",? none of (this|it)( shit| crap)? (will|is going to|is gonna|gonna|'ll) matter\b"
        r"|\bnone of (this|it)( shit| crap)? (will|is going to|is gonna|gonna|'ll) matter( anymore| any more)?,? "
        + EN_NEAR_TIME +
        # stop 48 (enimplied): done for good, told at a sentence's start with a time at most
        # ("tomorrow i'm done. for good."), not a habit or a job given up
        r"|(?:^|(?<=[.!?] ))((tomorrow|tonight|today|after (tonight|today|tomorrow)),? )?(i'm|im|i am) (so |just )?"
        r"done[.,]? (for good|forever|for real this time|once and for all)(?=\s*(?:$|[.,!?;…]))"
        r"(?![^.!?\n]{0,60}\b(quit|smok\w*|vap\w*|drink\w*|booze|dating|job|work|uni|school|men|him|her|them)\b)"
        # stop 48 (enimplied): a countdown to an end with nothing named ("20 more minutes and it's
        # finished"), an end told as no longer one's problem, or over for the speaker
        r"|\b(\d+|a few|two|five|ten|fifteen|twenty|thirty) more (mins?|minutes|hours?|hrs?) (and|then|till|until)"
        r" (it's|it is|it'll be|it will be|everything's|everything is|i'm|i am|it'?s all) (over|finished|done)"
        r"(?=\s*(?:$|[.!?;…]))"
        r"|\b" + EN_NEAR_TIME + r",? none of (this|it)( shit| crap)? (will|is going to|is gonna|gonna|'ll) be my"
        r" (problem|concern|worry)\b"
        r"|\b(it's|its|it is) (all )?over (for|4) me(?=\s*(?:$|[.!?;…]))(?![^.!?\n]{0,40}\b(job|work|team|season"
        r"|match|game|season|tournament)\b)"
        # stop 48 (enimplied): a long sleep wished with nothing to face after it
        r"|\b(want|wanna|wish i could|would love) (to )?(go to )?sleep for a (really |very )?(long|long long) time and"
        r" (not|never) (wake up|deal with (any of )?(it|this|anything)|have to (deal|face|feel))\b"
        # stop 48 (enimplied): nothing needed after a day ("I shan't need anything after Friday")
        r"|\bi (shan'?t|won'?t|will not|wont|will never) (be needing|need) (anything|any of (it|this|that|them)|it all"
        r"|a thing)( any ?more)? (after|past|beyond) (" + EN_NEAR_TIME + r"|(this |next )?(monday|tuesday|wednesday"
        r"|thursday|friday|saturday|sunday|weekend|week))\b(?![\w' ,]{0,30}\b(fridge|food|shopping|groceries|shop"
        r"|stocked|delivery)\b)"
        r"|\b(i'm|im|i am) (so |just )?done with (life|living|being alive|existing|this life|this world"
        r"|everything and everyone)(?=\s*(?:$|[.,!?;…]))|\b(everything|all this) will be over\b|\bbe at peace\b(?! with (?!(dying|death|it all ending|not waking up|being gone)\b))"
        r"|\b(think|thinking|thought|wish|wishing) (about )?(just )?not (coming (back )?up|surfacing)\b|\bwon't be a (problem|burden|bother) (for|to) anyone\b|\b(just )?not (turn|turning|steer|steering) (the wheel|at the bend|at the curve)\b|\blet(ting)? go of the (steering )?wheel\b|\bwon't have to feel\b|\b(i'm|i am|i'll|going to"
        r"|gonna|might as well|may as well|time to) end(ing)? it\b(?! with| now| here| there| for today)|\bdeserves? better than (having )?me\b|\b(a )?(weight|anchor|burden) (dragging|pulling|holding) (down )?(everyone|everybody|them|my family|the people)\b|\bdrag (everyone|them|people|"
        r"everybody) down\b|\b(they'd|they would|everyone would|everybody would|they'll|they will) be better off\b"
        r"|\b(wish|hope|pray)( that)? (the|a|my|some) ([\w']+ ){0,2}(plane|car|bus|train|truck|van|lorry|driver)s? ([\w']+ ){0,2}(crash\w*|hit\w* me|r[au]n me over|kill\w* me)"
        r"|\b(wish|wishes|wishing|hope|hopes|hoping|pray|prays|praying)( that)? (a|the|my|some) (\w+ )?(plane|car|bus|train|truck|lorry|driver|semi)"
        r"\b(?:(?!\b(doesn't|don't|won't|didn't|not|never)\b)[\w' ]){0,30}\b(crash(es)?|goes down|go down|hits? me|runs? me over|kills? me|(swerve|plow|slam|crash|smash)(s|es)? into me)\b"
        r"|\b(hope|wish|wishing|hoping|pray|praying) (that )?(i'll|i would|i'd|i) (get |be |got |was )?(hit|struck|run over|killed) by\b"
        # stop 44 (lead): something wished to happen to oneself, or a vehicle hoped not to stop
        # ("hope something just happens to me", "hope a truck doesn't see me on my walk home")
        r"|\b(hope|hoping|wish|wishing|pray|praying)( that)? (something|anything) (bad |terrible |awful "
        r"|fatal )?(would |will )?(just )?(happens?|happened) to me\b"
        r"|\b(hope|hoping|wish|wishing|pray|praying)( that)? (a|the|some) (\w+ )?(car|truck|bus|driver|train"
        r"|lorry)s? (doesn't|does not|won't|wouldn't|don't|didn't) (stop|see me|brake|slow down)( for me)?\b"
        # stop 43: a vehicle's disaster wished with the speaker aboard ("hoping the train derails
        # with me on it", "hope the ferry sinks with me on it")
        r"|\b(hope|hopes|hoping|wish|wishing|pray|praying)( that)? (a|the|my|some) (\w+ )?(plane|car|bus|train|ferry"
        r"|boat|ship|flight|coach|lift|elevator)\b[\w' ]{0,20}\b(crash\w*|derail\w*|sinks?|sank|capsiz\w*|goes down"
        r"|go down|blows up|falls?)\b[\w' ]{0,10}\bwith me (on|in|aboard|inside)\b"
        r"|\b(wish|wishing|wished) it (had )?worked\b|\breasons (to stay alive|to live|to stay|not to)\b[\w' ,]{0,30}\b(getting shorter|running out|shrinking|fewer)\b|\b(wish|wishing) it (had been|was|were) me\b(?! (who|that|on|in|at|up there|getting|winning|with))"
        r"|\b(wouldn't|would not|don't|do not) (care|mind) if i (died|die|didn't wake up)\b|\b(sleep|rest) forever\b"
        r"|\b(and|then) it('s| is| will be| will all be) (all )?over\b|\bhate being alive\b|\b(relieved|happier|better off|glad) if i (just )?(died|was dead|were dead|didn't wake up|never woke up)\b"
        r"|\bwon't hurt anymore\b|(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\band )|(?<=\bso )|(?<=\bsoon )|(?<=\bthen )|(?<=\btbh ))won't be (a|anyone's|anybody's|everyone's|everybody's|your|their|my family's) (problem|burden|bother)\b(?![^.!?\n]{0,60}(" + EN_TRADESMAN + r"|\b(fix\w*|repair\w*|mend\w*|replac\w+|sorted by)\b))|\b(the )?last (night|day|time) i('ll| will) (have to )?(feel|be|wake)"
        r"|\bi (just )?(can't|cannot) anymore\b(?=\s*(?:$|[.,!?;，。]))|\b(the )?(wanting|urge|urges|wish) to die\b"
        r"|\bnot (bother|bothering) (waking|to wake) up\b|\bwish i (wasn't|weren't|was not|were not) (alive|here|around|born)\b|\b(see|be with|join) (my )?(grandma|grandpa|nan|nana|mom|mum|dad|mother|father)\b[\w' .,]{0,12}\bfor good\b"
        r"|\bthere won't be a me\b|\bi('ll| will) be gone\b(?! (this|next|for|until|till|from|on|over|all|the|a|tomorrow|tonight)\b)|\b(no one|nobody|noone) (will|would|is going to|gonna)( even)? (miss|notice|care about) me\b(?! (at (the|this|work|school)|if i (leave|skip|miss|don't (come|go|show up))|for (a|one|the) (day|night|week|weekend|bit|hour))\b)|\bwith my (grandma|grandpa|nan|nana|mom|mum|dad|mother|father) again\b(?![\w' ,]{0,30}\b((she|he) (lives|is coming|'s coming|comes|gets back|moved|is away|'s away|works|visits)|(she|he)('s| is) (home|back|out of|coming|away))\b)"
        r"|\bcheck(ing)? out (for good|permanently|of (life|this world))\b|\bcheck(ing)? out early(?=\s*(?:$|[.,!?;]))" + EN_NO_STAY_ENDED +
        # stop 47 (enlook): checking out told bare, as a going of one's own with a time or ending
        # its clause ("going to check out this weekend"): not of a place, with luggage or a room
        r"|\b(going to|gonna|ready to|want to|wanna|time to|about to) check out"
        r"(?= (tonight|tomorrow|this weekend|soon|on (mon|tues|wednes|thurs|fri|satur|sun)day)?\s*(?:$|[.,!?;]))"
        + EN_NO_STAY_ENDED +
        # stop 47 (enlook): a going to one's dead told as one's own ("i'll be joining my late wife
        # soon", "be with my husband in heaven"): not their family, their grave or their things
        r"|\b(join|joining|be with|be reunited with) " + EN_DEAD_KIN + r"|\b(see|seeing) " + EN_DEAD_KIN + r" again\b"
        r"|\btime (i|for me to) (went|go|going)( to)? (be with|join) (my|our) (?!(family|friends|mates|kids|children|team"
        r"|boyfriend|girlfriend|partner|wife|husband|parents|mum|mom|mother|dad|father|sister|brother)\b)\w+"
        r"(?=\s*(?:$|[.!?;]))"
        r"|\b(join|joining|be with|be reunited with) (my|our) (\w+ ){0,2}(in heaven|up there|on the other side|in the"
        r" next life|wherever (she|he|they) (is|are))\b|\blast day on earth\b|\bstop hurting\b|\bi end it\b"
        r"|\bwon't see (next|tomorrow|another|the morning|my birthday|christmas)\b"
        r"|\b(hope|wish|pray) (that )?i (die|would die|get (sick|hit|killed|" + EN_FATAL_ILLNESS + r"))\b"
        r"|\b(hopes?|wish(es)?|prays?) (that )?i (had|got|'d get|would get) (" + EN_FATAL_ILLNESS + r")\b"
        r"|\b(being dead|death|dying)( in my sleep| peacefully| quietly)? (sounds|seems|feels|would be) (peaceful|nice|good|better|like a relief|appealing)\b"
        # stop 30: vanishing for good welcomed ("wouldn't be the worst thing if i just vanished"),
        # not a week away ("…if i disappeared for a week")
        r"|\b(it )?(would|'d)(n't| not)? be (fine|okay|ok|alright|so bad|a relief|the worst thing|a bad thing|nice|better)\b[\w' ]{0,12}\bif i (just |simply |quietly )?(disappeared|vanished|was gone|were gone|ceased to exist|stopped existing)\b(?! for (a|an|the|some|two|three|\d+|few|couple)\b)"
        r"|\b(me )?(disappearing|vanishing)( \w+){0,2} (wouldn't|would not|isn't|is not|won't) (be )?(the worst|a bad thing|so bad|a big deal|a loss)\b"
        r"|\bi'?d be (ok|okay|fine|alright|happy) (with )?(just )?(disappearing|vanishing|not existing|not being here)\b(?! for (a|an|the|some|two|three|\d+|few|couple)\b)"
        r"|\bnothing but a (burden|problem|disappointment|waste)\b|\ba drain on\b(?! (\w+'s|the (budget|battery|system|economy|resources)|our|their) )|\bruin everything for everyone\b"
        r"|\b(wouldn't|would not|don't|do not) (care|mind) if (i|a \w+|something) [\w' ]{0,20}\b(died|die|hit me|killed me)\b"
        r"|\b(relieved|happier|better off|fine) if i (wasn't|weren't|was not|were not) (here|around|alive)\b|\b(nobody|no one) (has|will have|needs|will need) to worry about me\b"
        r"|\b(okay|ok|fine|good|happy) if i (never|didn't|don't) (wake|woke) up\b|\b(hope|wish|pray) (that )?i (just |simply )?(don't|do not|won't|never|wouldn't) wake up\b"
        + EN_WAKE_ON_TIME +
        r"|\bwish i (didn't|did not|don't) exist\b|\bthe end (for|of) me\b|\b(won't|will not) be alive\b"
        r"|\bif (i|a \w+|something|someone) [\w' ]{0,25}\b(died|die|hit me|killed me|(didn't wake|never woke) up(?! (early|late|in time|on time|till|until|before|at|for|to)\b)"
        r"|got sick)\b[\w' ,]{0,30}\b(relieved|fine|okay|wouldn't mind|wouldn't care|a relief|not mind)\b"
        r"|" + EN_WELCOMED_END + r"|" + EN_NO_POINT_IN_BEING + r"|" + EN_INDIFFERENT_END
        + r"|" + EN_END_ACCEPTED + r"|" + EN_LIFE_KEPT_FOR  # stop 48 (lead)
        + r"|\bwould(n't)? be (fine|okay|ok|so bad|a relief) if (i|a \w+"
        r"|something) [\w' ]{0,25}\b(died|die|hit me|killed me|(didn't wake|never woke) up(?! (early|late|in time|on time|till|until|before|at|for|to)\b)|got sick)\b"
        r"|\b(better|happier|easier|fine|" + EN_CALMER + r")( off)? (without me(?! (?!being\b)\w+ing\b)|if i (wasn't|weren't|was not|were not|was gone"
        r"|were gone|died|disappeared))\b(?! (here |around |there )?(when|while|during|at|from|on|off|for (the|this|that"
        r"|dinner|lunch|a (bit|while|few)))\b)|\bdead weight\b(?! (at|in|on) (the|my|this|work|school|practice|training)\b)|\bwaste of (space|oxygen)\b"
        r"|\bwant(ed)? to die\b(?! (my|your|her|his|the|it) )|\bwanna die\b|\bwish i (was|were) dead\b|\bwish i('d| had) never been born\b"
        r"|\b(don't|do not|dont) want to (live|be alive|exist|be here)\b(?! (in (constant |such |this )?(fear|paranoia|terror|dread|anxiety|worry)\b|with (him|her|them|my (parents|mom|mum|dad|ex|roommates?|family|in-laws))\b))|\bno (reason|point) (to live|in living)"
        r"|\b(don't|do not|can't|cannot) see the point (in|of) (living|being alive|life|going on)\b"
        r"|\bbetter off (dead|without me)\b(?! (?!being\b)\w+ing\b)|\b(can't|cannot) (go on|keep living|keep going)\b"
        # stop 37 (ESConv): not going on with a routine, work or studies is no wish
        r"(?! with (my |the |our )?((daily|normal|everyday|day to day|day-to-day) life\b|(daily |normal |everyday |day to day |day-to-day )?(routine|work|job|studies|tasks|chores"
        r"|classes|course|degree|plans?|day|training|diet|relationship|marriage|wedding)\b))|\btired of living\b"
        r"|\bnever wake up\b|\bnot wake up\b(?! (till|until|before|at)\b)|(?<!want to feel like )(?<!want to ever feel like )(?<!want to feel like i am )(?<!want to ever feel like i am )"
        r"(?<!want to feel like i'm )(?<!want to ever feel like i'm )"
        r"\b(i'm|i am|i feel like|i've become|i have become|i was born|i'm just|being) (just |such |only )?a burden\b"
        r"|(?<!want to feel like i am being a )(?<!want to ever feel like i am being a )(?<!want to be a )"
        r"(?<!want to ever be a )\bburden (to|on) (everyone|them|people|my family)\b"
        r"|\bnot exist\b" + EN_EXIST_SOMEWHERE +
        # stop 33 (probe 35): disappearing for good, not an ache or a rash wished away
        # stop 34: only the speaker (or everything with them) disappearing, not a pain, a cough or
        # nausea wished away ("i want the pain in my chest to disappear for good")
        r"|\b((want|wanted|wanting|wanna|wish|wishing|need|needed|going|try|trying|like|love|hope|hoping|plan|planning|ready|i'd|i will|i'll|i|me|myself|could|can)( to)?|(everything|it all|all of it|me|myself) (to|would|could)) (just |simply |quietly |finally )?disappear (forever|for good|permanently)\b"
        r"|\b(want|wish|wishing|need|hope|hoping|pray|praying)( for)? (my|this) life (to|would|could|will) (just |finally )?(end|be over|stop)\b(?! (being|so|like|feeling)\b)"
        r"|\bhope (a|the) (car|bus|truck|train) hits me\b|\bnot worth living\b|\bdone with life\b"
        r"|\bbe alive anymore\b|\bdon't (really |even )?want to be alive\b|\b(don't|do not|dont) want to wake up\b"
        r"|\bwish i (was|were|had) never (been )?born\b|\b(nobody|no one) (would|will) (care|notice|miss me)"
        r" if i\b" + EN_ONLY_AN_OUTING + r"|\b(i'd|i would) rather (be dead|die(?! than)|not exist|not be (here|alive|around)( at all)?)\b(?! (at|for|in|when|with|on|today|tonight|right now)\b)|\bi (am|will be|'ll be) (not|no) (more|anymore|any more)(?=\s*(?:$|[.,!?;]))|\b(don't|do not|can't|cannot) see myself (being )?(around|here|alive)\b(?! here\b| in\b| at\b)[\w' ]{0,25}\b(much longer|for (much )?longer|for long|next year)\b|\bby then,? (it|nothing|none of (it|this)) (won't|will not|will) matter (to me|anymore|any more)\b"
        r"|\b(keep|kept|been|started) (drafting|writing|typing) (goodbye|farewell|suicide) (texts?|messages?|letters?|notes?|emails?)\b|\b(relieved|glad|happy|happier) to (bury me|be rid of me|see me gone|see the back of me)\b|\b(picturing|imagining|(started|keep|been) (to )?(picture|imagine)) my (own )?funeral\b|\b(life|living) (isn't|is not|is no"
        r" longer) worth\b|\bwhat's the point (of|in) (going on|living|anything|trying)\b"
        r"|\bwant (it all|everything|the pain|all of this) to (stop|end)\b|\bwant (it|this|tonight) to be the end\b|\bwant it (all )?to end\b|\bleave this world\b|\bfall asleep forever\b"
        r"|\bwhat's the point of living\b|\bnothing (left )?to live for\b|\b(hope|hopes|hoping|wish|wishing|pray|praying) (that )?(the|my) (cancer|tumou?r|illness|disease|leukemia|lymphoma) (comes back|returns|spreads|wins|gets me|takes me)\b|\b(wouldn't|would not|don't|do not) (even )?(care|mind) if (the|my) (plane|flight) (went|goes|go|came|comes) down\b|\bend the pain\b"
        r"|\b(easier|better) if i (just )?(wasn't|weren't|was not|were not) (here|around|alive)\b"
        r"(?! (when|while|during|at|for (the|this|that|dinner|lunch|a (bit|while|few)))\b)"
        r"|\b(easier|better|happier|lighter) (time|life|lives)( for (everyone|everybody|them|my \w+))? if i (just )?(wasn't|weren't|was not|were not|was gone|were gone|didn't exist|disappeared|died)\b"
        r"|\bif i was gone\b(?! (for(?! (good|ever)\b)|from|off)\b)|\b(wouldn't|won't|didn't have to) wake up\b" + EN_WAKE_ON_TIME + r"|\btired of (being alive|living|life)\b"
        r"|\b(stop|cease to|not) exist(ing)?\b" + EN_EXIST_SOMEWHERE + r"|\bnot (be|being) here anymore\b|\bpoint of me (even )?being here\b"
        r"|\b(want|wish i could|wanna|i'd like) (to )?(just )?be dead\b(?! (tired|serious|set|on|easy|last|weight|end|to the world)\b)"  # stop 39
        r"|\b(want|wish i could|wanna) (to )?(just |simply )?(disappear|vanish)\b(?! for (a|the) (weekend|week|day|few|bit|while|couple|month))(?! (off )?to (a|an|the|my|our|some|\w+ (beach|island|cabin|country))\b)(?! (under|into) (a|the|my) (blanket|bed|covers|duvet|hoodie|book|game|show|couch|sofa)\b)(?! (from|off) (social"
        r"|the (internet|group|chat|grid|party|family chat)|instagram|twitter|facebook|tiktok|snapchat|work|school|this"
        r" (town|party|meeting|class))|for a (bit|while|few|week|day|month|weekend)\b)|\bbetter off if i (died|was dead|wasn't here|was gone)\b"
        r"|\bif (i|a \w+|something|someone|the \w+|god) [\w' ]{0,30}\b" + EN_END + r"\b[\w' ,]{0,40}\b" + EN_WELCOME
        + r"|\b" + EN_WELCOME + r" if (i|a \w+|something|someone|god) [\w' ]{0,25}\b" + EN_END
        + r"|\b(hope|hoping|hoped|wish|wishing|wished|pray|praying|prayed)( that)? (i|god|jesus|the lord|death"
        r"|something|the universe) (just |simply |would |will |could |to )?((don't|do not|won't|never|wouldn't|didn't)"
        r" wake up" + EN_WAKE_ON_TIME + r"|(take|takes|took) me\b)"
        r"|\b(tired|sick) of (existing|being alive|living|being here|breathing|life)\b"
        r"|\b(point|reason) (of|in|for) (me )?(even )?(being alive|living|existing|staying alive|going on|carrying on)\b"
        + EN_EXIST_SOMEWHERE +
        # stop 40: "being here" is oneself only with "me" or ending its sentence ("no point in being
        # here, the shop is closed" is the shop's)
        r"|\b(point|reason) (of|in|for) (me (even )?being here|(even )?being here(?=( anymore| any more| at all"
        r"| on this earth| in this world)?\s*(?:$|[.!?])))"
        r"|\bno (reason|point)( for me)? to (live|keep going|keep living|go on|stay alive|be alive|carry on|exist|be here)\b"
        r"(?! (to|with|at|back|into|there|for))"
        r"|\bdone (with )?(living|being alive|existing|this life|my life)\b"
        r"|\b(nobody|no one) (would|will) (even )?(care|notice|miss me|know)[\w' ]{0,10} if i\b"
        + EN_ONLY_AN_OUTING +
        r"|" + EN_ABSENCE_UNNOTICED +  # stop 39
        r"|\b(everyone|everybody|people|my family|they|the world)('d| would)( all)? be (better|happier|fine|" + EN_LIGHTER + r") (off )?(without me(?! (?!being\b)\w+ing\b)|if i)"
        r"(?! (was|were|wasn't|weren't) (gone |not |away |missing )?(from|at|on|in|for) (the|my|this|that|a)\b)"
        r"|\bi end (it|this|everything)\b|(?<!we decided to )(?<!we agreed to )(?<!and decided to )\bend things\b(?! (with|between|off|on a)\b)"
        r"|\bif i died [\w' ]{0,20}\b(nobody|no one) would (even )?(notice|care|miss me|know)\b"
        r"|\bif i (died|disappeared|was gone|were gone|vanished|wasn't here)\b[\w' ,]{0,20}\bwould (anyone|anybody) (even )?(notice|care|miss me)\b"
        r"|\b(just )?taking up space\b(?! (in|with|on) )"
        r"|\b(dying|death|being dead) (doesn't|does not|no longer|won't) (scare|frighten|bother|worry) me\b|\b(i'm|i am) (not|no longer) (scared|afraid) (of|to) (dying|die|death)\b"
        r"|\b(everyone|everybody|they|people|my family)('d| would| will) be (happier|relieved|better off|fine|glad) (at my funeral|without me|if i('m| was| were) (gone|dead|not here))\b"
        # stop 49 (lead): kin better off with what one's death pays ("my family would be better off
        # with the life insurance"); a policy compared or renewed is the look-alike
        r"|\b(everyone|everybody|they|people|my (family|wife|husband|kids|children|parents|mum|mom|partner))('d| would| will) be (happier|better off|better|fine|set|sorted|okay|ok) with (the|my) (life )?(insurance|death benefit|payout)( money| payout)?\b"
        r"|\b(doing|do) (everyone|them|the world|my family|everybody) a favou?r (by|if i)\b"
        r"|\b(go to sleep|fall asleep) and (stay asleep|never wake|not wake)\b(?! up (till|until|before|at)\b)|\bstay asleep forever\b"
        r"|\b(being dead|death|dying|not existing|not being here) (sounds|seems|feels|would be|would feel|is) (so |like )?(a )?"
        r"(peaceful|nice|good|better|relief|appealing|welcome|easier)\b"
        r"|\btired of (fighting|trying|struggling) to (stay alive|live|keep going|survive)\b"
        r"|\b(can't stop|keep|always|constantly|been) think(ing)? about (dying|death|being dead|not being here|ending it)\b"
        r"|\bthink(ing)? about (just )?(driving|swerving|crashing|jumping|walking|stepping) (off|into|in front|out)\b"
        r"(?! (the |a )?((fast|slow|middle|inside|outside|left|right|next|other|bus|cycle) lane|town|work|the city"
        r"|(motorway|highway|freeway|interstate)(?! bridge))\b)"
        r"|" + EN_VEHICLE_URGE +  # stop 39
        r"|\bstop breathing (for good|forever|permanently)\b|\b(everything|it all|the world|my world|all of it) (to )?(go|fade|turn|goes|fades|turns) (to )?black and stay (that way|black|there)\b|\bi (just )?(drift off|fall asleep|go to sleep|nod off) and (just )?(don't|do not|never|not) (come back|wake up|return)\b(?! (till|until|before|for|at)\b)"
        r"|\b(thoughts?|ones|ideas?) (about|of) (ending (it|things|everything|my life)|dying|killing myself|not being here)\b(?! (with|between|off)\b)|\b(wish|wishing|hope|hoping|pray|praying) (a|an|some|the) [\w' ]{0,20}\b(would|will|could) (just )?(take me|kill me|finish me off)\b(?! (home|to|there|back|out|with|along|away)\b)"
        r"|\bthink(ing)? about (just )?not (stepping back|stepping away|moving|getting out of the way|braking|(taking|making) the (turn|bend|curve|corner))\b"
        # stop 49 (lead): a step or a lean forward thought of at a platform, an edge or a train's
        # coming ("when i stand on the platform i think about stepping forward"); a career's or a
        # dance's step forward names none of them
        r"|\b(platform|station|tracks?|edge|ledge|balcony|railing|rooftop|roof)\b[\w' ,]{0,40}\bthink(ing)? about (how easy it would be to |just )?(step(ping)?|lean(ing)?|tip(ping)?|fall(ing)?) (forward|over|off|out)\b" + _NO_NEW_STEP +
        r"|\bthink(ing)? about (how easy it would be to |just )?(step(ping)?|lean(ing)?|tip(ping)?) (forward|over|out)\b[\w' ,]{0,30}\b(when|as|while) (the )?(train|tube|subway|metro|truck|lorry|bus)( is| was)? (comes?|coming|pulls? in|pulling in|passes|passing|goes by|rushes in)\b"
        r"|\b(wish|wishing)\b[\w' ]{0,40}\b(respawn|reborn|someone else|somebody else|exist|be alive|be born|live|be here)\b[\w' ]{0,20}\bor not (at all|exist(ed|ing)?|be(ing)? born)\b"
        r"|\b(want|wanna|wish i could) (to )?(just )?stop being (alive|a person|a human|here|me)(?=\s*(?:$|[.,!?;]))|\bso (that )?i can (finally )?(end it|end everything|die|not wake up|be gone)\b"
        r"|\b(nobody|no one)( \w+){1,3} (would|will) (even )?(care|notice|miss me|know)[\w' ]{0,10} if i (vanished|disappeared|died|was gone|were gone)\b|\bvanish(ed)? forever\b"
        r"|\b(would|'d) (honestly |genuinely |actually |probably |almost )?welcome (a |an |the )?(fatal|deadly|terminal) \w+( \w+)?\b|\bwelcome death\b"
        r"|\b(god|the lord|the good lord|jesus) (can|could|may|might as well|is welcome to|should) (just )?(come and )?take me\b(?! (home from|to (church|the))\b)"
        r"|\b(i'm|i am) (only|just) (in the way|a nuisance|a bother)( now| here| anymore)?(?=\s*(?:$|[.,!?;]))|\b(manage|cope|get on|do) better without (me|an old \w+|a \w+ like me)\b"
        r"|\b(sorry|disappointed|upset|sad|angry) (to find |that )?(i('ve| have)? )?(woke|woken|wake|waking) up( again)?\b(?! (late|early|at|so|too|with|to)\b)"
        r"|\b(hoping|wishing|praying) my (heart|body|lungs) (will |would )?(just )?(gives? out|stops?|fails?|quits?)\b"
        r"|\bwish i (had|could find) the (guts|nerve|courage|balls)(?=\s*(?:$|[.,!?;]))|\b(hope|wish|pray)( that)? my (heart|body|lungs) (just )?(gives? out|stops?|fails?|quits?)\b"
        r"|\b(wish|wishes|wished|hope|hoped|hoping)( that)? (the |my )?(doctors?|scans?|tests?|biopsy|results?|bloods?) (had |would |would have )?(found|find|show(ed)?|shown|come back|came back)[\w' ]{0,12}\b(terminal|cancer|something (serious|fatal|terminal|incurable))\b"
        r"|\b(would|'d|will) (get on|be|do|manage|cope) (fine|better|okay|ok)\b[\w' ,]{0,30}\bwith me (out of the picture|gone|out of the way)\b"
        r"|\b(wonder|wondering|imagine|imagining|think about|thinking about|tempted to)\b[\w' ]{0,30}\b(just )?(turn|turning|yank|yanking|jerk|jerking|swerve|swerving) (the wheel|into (the|oncoming))\b(?! (over|to)\b)"
        r"(?! ((fast|slow|middle|inside|outside|left|right|next|other|bus|cycle) )?lane\b)"
        r"|\b(hope|hoping|pray|praying|wish|wishing)( that)? i (won't|will not|don't|do not|never) (open my eyes|see (the )?(morning|tomorrow))\b(?! to\b)"
        r"|\b(i'll|i will|i'm going to|gonna|i'd) be (dead|gone) (by|before|in|tomorrow|tonight|soon)\b"
        r"|\b(i'd|i would|i'll|i'm) be (fine|okay|ok|happy|glad|at peace) with (dying|death|not waking up|never waking up)\b(?! (my|your|her|the|it))"
        # stop 48 (lead): a thing hoped to fall on one ("i hope something falls on me on the way")
        r"|\b(hope|hoping|wish|wishing|pray|praying)( that)? (something|anything|a (\w+ )?(sign|tree|branch|brick"
        r"|piano|rock|meteor|asteroid|billboard)|the (ceiling|roof|building|sky)) (just )?(falls|fall|would fall"
        r"|will fall|drops|collapses|caves in|lands|comes down|would come down) on me\b"
        r"|\b(hope|hoping|wish|wishing|pray|praying)( that)? (i|god) (just |would |will |could )?(get (hit|run over|killed|in (a|an) (\w+ )?(crash|accident))"
        r"|die|don't make it|crash)\b(?! of)"
        # stop 30: being hit welcomed
        r"|\b(would|'d) be (nice|good|great|a relief|easier|fine|okay|ok|better) if (a|some) (car|truck|bus|train|lorry) (hit|ran over|killed|took) me\b"
        # stop 30: not knowing why one is still alive
        r"|\b(idk|i don't know|i don't even know|i do not know|not sure|no idea) why (i'm|i am) (even |still ){0,2}(alive|living|breathing|here(?! (at|in|with|for|on|to)\b))\b"
        # stop 30: everything over; an overdose not cared about
        r"|\bi (just )?want (it all|everything|all of (it|this)) to (be over|end|stop)\b|\bdon't care if i (overdose|od|don't wake up|(ever )?wake up)\b"
        + r"|" + EN_VOICE + r"|" + EN_CALLED_HOME  # stop 31: a voice commands a death
        # stop 31: exhaustion that closes on a goodbye; an end for good promised on a condition;
        # being with the dead in heaven soon
        + r"|(?:^|(?<=[.!?] ))(i )?(just |really |honestly )?((can't|cannot|can not) (do|take|handle) (this|it) (any ?more|much longer)|(so )?tired of"
        r" (fighting|trying|living|being alive|everything)|(can't|cannot) go on|(i'm|i am) (so |just )?done( with (this|it all"
        r"|everything|life|living))?)[.,!… ]*(goodbye|bye)( (everyone|everybody|all|world|y'all))?[.!… ]*"
        r"(love (u|you|ya)( all| guys| everyone)?[.!… ]*)?$"
        # stop 31: hating one's life and wanting out; life pointless and checking out
        r"|\bhate (my life|living|being alive|myself|everything)\b[\w' ,.]{0,20}\b(i )?(want|wanna|need) out"
        r"(?= ?(?:$|[.,!?;]| now| already| so bad))"
        r"|\b(life|living|everything|it all|existence)('s| is) (pointless|meaningless|not worth it|worthless)\b[\w' ,.]{0,20}"
        r"\b(i'm |i am )?(checking out|clocking out|tapping out|logging off)(?= ?(?:$|[.,!?;]| for good| now| early))"
        r"|\bif\b[\w' ,]{0,40}\b(i'm|i am|i'll be|i'll|i will) (ending it|end it)\b(?! (with|between|off))"
        r"[\w' ,.]{0,24}\b(permanently|for good|forever)\b"
        r"|\b(i'll|i will|gonna|going to|i'm going to) (be with|see|join|meet) [\w' ]{0,16}\b(in heaven|up there|on"
        r" the other side|in the afterlife) (soon|tonight|today|tomorrow|this week|very soon)\b"
        # stop 31: a future not expected to be lived to; fear of what one might do to oneself;
        # swerving into a barrier thought of
        r"|\b(don't|do not|can't|cannot) see myself (being )?(alive|around|living|here|making it) ((at|by|past|to"
        r"|until|till) (\d+|thirty|forty|fifty|twenty\w*|next \w+|the end of (the|this) \w+)|in (\d+|a few|a couple of"
        r"|two|five|ten) years)\b"
        r"|\b(i'm|i am) not (going to|gonna) be (around|here|alive) (for|by|at|on|to see|when)\b(?![\w' ,]{0,40}"
        r"\b(fly\w*|trip|travel\w*|visit\w*|away|abroad|vacation|holiday|work\w*|shift|in-laws|moving|camp\w*)\b)"
        r"|\bthis (will|is going to|'ll) be my last (birthday|christmas|summer|new year|thanksgiving|year)\b(?! (in|as"
        r"|at|with|before|of|here|living|single|being|abroad|away)\b)"
        r"|\b(don't|do not) think i('ll| will) (make it|live|be alive|be around|last) (to|until|till|through|past)"
        r" (next (summer|year|month|week|spring|winter|fall|christmas)|christmas|new year|my (\d+\w*|next)"
        r" birthday|the end of (the|this) (year|month|week)|summer|spring|winter|fall|\d+)\b(?![\w' ,]{0,40}\b(flights?"
        r"|tickets?|trains?|drive|traffic|visit\w*|home|party|in time|work|schedule|shifts?|deadline|budget)\b)"
        r"|\b(scared|afraid|terrified|worried) (of )?what i (might|could|will|'ll|would|'d) do\b(?! (to|with) (?!myself))(?! (if|when) i (see|meet|run into))"
        r"|\b(don't|do not) know what i('ll| will| might| could| would|'d) do to myself\b"
        r"|\b(don't|do not|can't|cannot) trust myself (alone\b(?! with)|to (stay|be|keep) safe|not to (do something|hurt))"
        r"|\b(scared|afraid|terrified|worried) (that )?i('ll| will| might| could) do something (stupid|bad|dumb|drastic)\b"
        r"|\b(better off|rather be) six feet under\b|\b(thinking (about|of)|want to|wanna|gonna|going to|about to|might)"
        r" tak(e|ing) a long walk off a short pier\b"
        r"|\bclock(ing)? out (permanently|for good|forever)\b(?![\w' ,—-]{0,30}\b(retir\w+|job|work|company|office|last day)\b)"
        # stop 31: a burden no longer to be; a world that would not miss me; nothing to live for
        r"|\b(don't|do not) want to be (a|anyone's|everyone's|their|my family's) burden (anymore|any ?more|any longer)"
        r"(?![\w' ,]{0,20}\bso (i|i'm|i'll|i've|i got)\b)(?= ?(?:$|[.,!?;]))"
        r"|\b(the world|nobody|no one|everyone|anyone) (won't|wouldn't|will not|would not) (even )?miss me\b"
        r"(?= ?(?:$|[.,!?;]| anyway| when i'?m gone| if i (die|died|was gone|were gone|disappeared)))"
        r"|\b(don't|do not|no longer) know what (i'm|i am) (living|alive|still here) for\b"
        # stop 31: one person or pet the only thing left between the speaker and death; at peace
        # with a decision said alone
        r"|\bthe only (thing|one|person|reason) (stopping|keeping|holding) me( back| here| alive| from (doing it|it|ending it))?"
        r" (is|are) (?![\w' ,]{0,50}\b(move|moving|quit|quitting|leave|leaving|job|city|town|apartment)\b)" + EN_KIN
        + r"|\bif it (wasn't|weren't|was not|were not) for " + EN_KIN + r",? i('d| would) (be gone|have done it|not be here"
        r"|be dead|have killed myself|have ended it)( already| by now| long ago| years ago)?(?= ?(?:$|[.,!?;]))"
        r"|\bi'm only (still (here|alive|around)|alive) (because of|for) " + EN_KIN
        + r"|\b(i'm|i am) at peace with (my|the) decision( now)?(?= ?(?:$|[.,!?;]))"
        r"|\b(how|a way) to go (peacefully|quietly|painlessly|gently|in my sleep)(?= ?(?:$|[.,!?;]| (with|using|forever|for good)))"
        r"|\b(understand|get) (now |finally )?why (he|she|they|my \w+) (killed (himself|herself|themselves)|took (his"
        r"|her|their) (own )?life|ended (his|her|their) (own )?life|committed suicide)\b"
        r"|\b(i've|i have) lived (long )?enough\b(?! (in|at|here|there|to|with|abroad|on|by|near|around|under)\b)"
        r"|\b(planned|planning|made|making|picked|chose|chosen|wrote|writing) (a |the |my )?(playlist|songs?|music"
        r"|readings?|outfit|plans?|speech) for my (own )?funeral\b"
        r"|\b(think|thinking|thought) (about|of) (just )?(swerving|veering|steering|driving|crashing) (into|off|over)"
        r"( the| a)? (barrier|wall|guard ?rail|median|tree|bridge|cliff|oncoming|pole|divider|truck|river|edge)\b"
    ),
    "self_harm": (
        r"\bmy wrists? (is|are|was|were|'s|keeps?|keep|won't stop) bleeding\b|"
        # stop 47: a sharp thing put to one's own body, the act told by its tool and the part
        # ("dragging a blade across my stomach", "went at my thighs with scissors"), its subject
        # the speaker's (a clause's start, after "i", "been", "keep"); not a finger or a thumb
        # (a splinter, the kitchen), not a shave, not a nurse's needle
        + EN_OWN_START + r"(dragg\w*|drag|ran|run\w*|press\w*|push\w*|dug|dig\w*|jabb\w*|jab|us(e|ed|ing)|took|tak(e|ing)"
        r"|held|hold\w*)( (a|the|my|some))? " + EN_SHARP + r"\b[\w' ]{0,12}?\b(on|across|into|over|along|against"
        r"|through|down) my (\w+ )?" + EN_HURT_PART + r"\b(?![\w' ]{0,30}\b(splinters?|blisters?|tattoo\w*|piercings?"
        r"|pimples?|spots?|stitches|injections?|jabs?|vaccin\w*|blood tests?|insulin)\b)"
        r"|" + EN_OWN_START + r"(went|go|going|gone|scratch\w*|carv\w*|cut|cutting|slic\w*|nick\w*|scrap\w*|dug|dig\w*"
        r"|stabb\w*|stab|jabb\w*|jab|pok\w*)( at| into)? my (\w+ )?" + EN_HURT_PART + r"\b[\w' ,]{0,20}?\bwith "
        r"(a |the |my |some )?" + EN_SHARP + r"\b(?![\w' ]{0,30}\b(splinters?|blisters?|tattoo\w*|piercings?"
        r"|pimples?|spots?|stitches)\b)|"
        # stop 44 (lead): a cut or a burn again, its subject and object left out at the start of
        # a sentence ("cut again last night"; not "the power cut again", "got my hair cut again")
        r"(?:^|(?<=[.,!?;] ))(i )?(cut|burned|burnt|sh'd) again\b(?! (the|my|his|her|their|our|it|them"
        r"|a|an|some|and again|after|for the first time)\b)(?!\s*\?)|"

        # stop 34: an injury done for what it does to a feeling, and blood from a limb after a
        # relapse ("slammed my hand in the door to make the feeling stop")
        r"\b(slammed|hit|punched|banged|smashed|burned|cut|scratched|bit|pinched|hurt|stabbed|scraped) (my|myself)\b[\w' ]{0,30}\b(to (make (the|this|it|everything|my) (\w+ )?(stop|go away|quiet|quieter|numb)|feel something|feel anything|punish myself|feel real|calm (myself )?down)|because i deserve(d)? it)\b|"
        r"\bblood (on|all over) (my|the) (sheets|bed|floor|hoodie|sleeves?|clothes|towel|pillow|bathroom floor) from my (arm|arms|wrist|wrists|thigh|thighs|leg|legs|stomach|hips?)\b|"
        r"\b(cut|went|sliced|carved) (way |much |a lot |so |even )?deeper than (usual|ever|before|last time|normal|i meant to)\b|"  # probe 19
        r"\b(pressed|held|put|pushed) (a |the |my )?(hot|heated|burning|red-hot) (spoon|knife|iron|metal|coin|lighter|cigarette|pan|nail)\b[\w' ]{0,20}\b(on|against|to|into) my\b|"
        r"(?:^|(?<=[.,!?;] ))(cut|cutting|burn|burning|burned|scratching|hitting),? i mean\b|^(the )?(cutting|scratching)( again)?[.!]*$|^(on|with|into) the (cutting|scratching|burning|self[- ]harm\w*)\b|\b(been|started) (burning|cutting|scratching|hitting) again\b|"
        r"\b(heated|hot|red hot|burning) (up )?(a |the )?(spoon|knife|coin|key|metal|lighter)\b[\w' ,]{0,30}\b(pressed|held|put|pushed) (it|them) (on|against|to) my\b"
        r"|\b(held|hold|holding|pressed|pressing|put) (a |the |my )?(lighter|flame|cigarette|lit match|match|candle)( flame)? (to|on|against|under) my (wrists?|arms?|skin|legs?|thighs?|hands?|fingers?|palms?|stomach|hips?|ankles?|forearms?)\b|\b(dig|digging|dug) my (finger)?nails into my\b"
        r"|\b(tell|say|telling|saying) (my \w+|everyone|people|them|her|him) (that )?(the |my )?(scars|cuts|marks|burns|bruises) (are|were|came) from\b(?![\w' ,]{0,30}\bwhen i was\b)|\bwhat (i've|i have|i'm|i am) (been )?doing to my (arms?|wrists?|legs?|thighs?|body|skin|stomach)\b"
        r"|\b(long sleeves|hoodies?|jumpers?|sweatshirts?|bracelets|plasters|band-?aids)\b[\w' ]{0,30}\bso (nobody|no one|mum|mom|dad|my \w+|they|people|anyone) (doesn't|does not|won't|can't|don't|wont) see (the |my )?(cuts|scars|marks|burns|arms|wrists)\b"
        r"|\b(don't|do not|didn't) deserve (to eat|food|dinner|lunch|breakfast|a meal)\b|\bpunish\w* myself by (not eating|starving|skipping)\b"
        r"|\b(back to|relapsed (on|into|with)) (cutting|burning|scratching|hurting myself|self[- ]harm\w*)\b|\bthe (cutting|burning|scratching) thing\b|"
        r"\bfresh (cuts|scars|wounds|burns)\b|\bcarv(ed|ing) (into )?my\b|\b(and|i|i've|been) cut(ting)? (again|last night|yesterday|today|this morning|tonight)\b|\bfresh cuts\b"
        r"|\bcuts on my\b|\bused (a|the|my) (razor|blade|lighter|knife) on (my|myself)\b"
        r"|\b(sliced|slashed) (open )?my (arms?|wrists?|forearms?|thighs?|legs?)\b"  # probe 18
        r"|\bburn(ed|t|ing)? my (wrist|arm|skin|leg|thigh)s?\b|\b(cut|cutting|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punish|punishing"
        r"|starve|starving|scratch|scratching|punch|punched|punching|slap|slapped|slapping|bite|biting|choke|choked|choking"
        r"|strangle|strangled|bruise|bruised|pinch|pinched) myself\b(?! out\b)(?! (shaving|cooking|chopping|slicing|peeling|gardening|by accident|accidentally|opening)\b)|\bself[- ]harm\w{0,4}|\b(cut|carved?) my (arms?|wrists?"
        r"|thighs?|legs?|skin)\b|\b(want|urge|need) to (cut|burn)\b(?! (my|the|a|an|some|his|her|their|our|this"
        r"|that|these|those) (?!(arms?|wrists?|legs?|thighs?|skin|stomach|body|hips?)\b))(?! (down|back|out|off|class"
        r"|school|ties|carbs|sugar|costs|in|corners|calories|fat)\b)|\bcut (my )?(thighs?|arms?|wrists?) again\b"
        r"|\b(been|started|keep|kept) cutting\b(?! (back|down|out|corners|costs|carbs|sugar|class|classes|school|ties|hair|grass"
        r"|wood|paper|coupons|onions|vegetables|it close|across|through|in line|my (hair|bangs|nails)))|\bcutting again\b|\bscratched myself\b"
        # stop 43: the head hit against things, in any tense, but not the idiom of frustration
        # ("banging my head against the wall over this bug", "i could bash my head on the desk")
        r"|(?<!could )(?<!could just )(?<!makes me want to )(?<!made me want to )(?<!make me want to )"
        r"(?<!makes me wanna )\b(hit|hitting|bang|banging|banged|bash|bashing|bashed|slam|slamming|slammed"
        r"|smash|smashing|smashed|smack|smacking|smacked|whack|whacking|whacked) my (own )?(head|skull) (against|on"
        r"|into|off|with my (fists?|hands?))\b"
        r"(?! (the |a |my )?((brick|stone) )?(wall|desk|table|keyboard|screen|laptop|door)s? (over (?!and over)"
        r"|about|trying|with|for|because of|figuring|working)\b)|\b(punch|punched|punching|slap|slapped|slapping|smack|smacked|smacking|whack|whacked|whacking|pound|pounded"
        r"|pounding|thump|thumped|thumping) my (own )?(thighs?|legs?|arms?|stomach|face|head|chest|cheeks?)\b"
        r"(?![\w' ,]{0,20}\b(laugh\w*|to the (beat|music|rhythm)|in time)\b)"
        # stop 43: fists driven into one's body or a wall, a head butted into a hard thing
        # stop 48 (lead): one's own arm, hand or skin bitten (not nails, not a lip from nerves)
        r"|\b(bite|bit|biting|bites) (into )?my (own )?(arms?|forearms?|hands?|wrists?|skin|thighs?|knuckles?)\b"
        r"(?! (by accident|accidentally)\b)"
        r"|\b(pound|pounded|pounding|punch|punched|punching|slam|slammed|slamming|smash|smashed|smashing|drive"
        r"|drove|driving) my (own )?fists? (into|against|on) (my (own )?(thighs?|legs?|arms?|stomach|face|head|chest)|(the|a)"
        r" walls?)\b|\bhead-?butt(ed|ing|s)? (the|a|my) (wall|door|floor|mirror|headboard|radiator|window)\b"
        r"|\bscratch(ing|ed)? my (arms?|legs?|skin|wrists?)\b(?! (on|against|with) (a|an|the|some) (nail|branch|fence|thorn|bush|rose|wire|door|corner|edge|table))|\b(keep|kept|been|started|start|urge to|want to|wanted to|need to|needed to) punch(ing)? (the |a )?walls?\b|\bpunch(ed|ing)? (the |a )?walls?\b(?=[\w' ,]{0,30}\b(until|till|til|to (feel|make|stop|punish|hurt)|on purpose|because i deserve|again)\b)|\b(new|fresh) (cuts|scars|wounds|burns)\b|\bcarv(ed|ing) [\w ]{0,12}into my\b"
        # stop 31: a deeper cut this time, bleeding after a cut said with no object
        r"|\b(cut|went|sliced) (even |way |much |a lot |so )?deeper (this time|tonight|today|again)\b"
        r"|\bi cut (really |so |too |pretty |way )?deep (tonight|today|this time|last night|again)\b"  # stop 35
        r"|\bafter (i|i've|i'd) (cut|sliced)( myself| again| tonight| today| last night)?(?=\s?(?:$|[.,!?;]))"
        r"|\bsh('ing|'d|'ed|ing)\b|\b(relapsed|relapse|relapsing) (on|into|with) sh\b|\bsh (scars?|cuts?|urges?|wounds?|marks?|relapse)\b|\b(i|to|i've|been|started|want to|wanna|urge to|need to|did|done) sh\b(?!\*)"
        r"|(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\band )|(?<=\bjust )|(?<=\bthen ))(clawed|clawing|scraped|scraping|raked|raking) (at )?my (arms?|legs?|skin|wrists?|thighs?|face|chest|stomach)\b[\w' ,]{0,30}\b(blood|bled|bleeding|bleed|raw)\b"
        r"|\brelapsed\b[\w ]{0,20}\bclean\b|\bfirst time (cutting|i('ve)? cut|self[- ]harming|burning myself|hurting myself)( myself| again)? in (\d+|a|an|two|three|four|five|six|several|many) (days|weeks|months|years)\b"
        r"|\b(until|till|til) (i|my \w+|it|they) (bleeds?|bled|bruis(e|ed|es|ing)|split|(was|were|is|are|went|got) (raw|bleeding|bruised))\b|\b(bit|bite|biting|pinch\w*|scratch\w*|punch\w*|slap\w*|pick(ed|ing)?( at)?) (at )?my (arms?|legs?|skin|wrists?|hands?|face|thighs?|lips?)\b[\w' ]{0,20}\b(bleeds?|bled|bleeding|bruis(e|ed|es|ing)|raw|split)\b|\bpull(ing|ed)? (out )?my hair( out)?\b(?! (into|back|up|in|through|down|over|to one side)\b)"
        # stop 35: a hand held over a flame on purpose or until it hurt
        r"|\b(held|put|hold|holding|kept) (my )?(hand|arm|finger|fingers|palm|wrist|fingertips) (over|in|on|against|to|near)"
        r" (the|a) (candle|flame|lighter|stove|hob|iron|fire|ring)\b[\w' ,]{0,20}\b(on purpose|deliberately|to feel"
        r"|until it (hurt|burned|burnt|blistered)|till it (hurt|burned|burnt|blistered))\b"
        # stop 35: self-harm in recovery slang: a streak broken, arms a mess again, a sharpener's
        # blade, long sleeves "you know why", the sting wanted, "the blade won"
        r"|\b(broke|ruined|lost|reset|ended|blew) my (sh|self[- ]harm|cutting|clean|harm[- ]free|sh[- ]free)"
        r"( \w+)? streak\b(?! (on|in|at|with) )(?! (from|of|off|without) (?!(sh|self[- ]?harm\w*|cutting|the blade)\b))|\b(sh|self[- ]harm|cutting) (streak|free|clean)\b[\w' ,]{0,30}\b(broke"
        r"|broken|gone|over|ended|reset|lost)\b|\b(broke|broken|ruined|lost|reset|ended|blew)\b[\w' -]{0,20}\bstreak"
        r" (from|off|of|without) (sh|self[- ]harm|cutting)\b"
        r"|\b(my )?(arms?|legs?|thighs?|wrists?|hips?|stomach) (are|is) (a mess|wrecked|cut up|torn up|covered) again\b"
        r"(?! from\b)"
        r"|\b(using|used|use) (the |a |my )?sharpener blade\b(?! to (fix|sharpen|open|cut (the|a|some) (paper|string"
        r"|tape|card|thread)))|\b(snapped|broke|smashed|took apart|unscrewed|dismantled|popped) (a|the|my) (pencil )?"
        r"sharpener\b[\w' ]{0,12}\b(blade|razor)\b"
        r"|\b(long sleeves|hoodie|jumper|sweater|sweatshirt|bracelets|wristbands?)\b[\w' ,]{0,40}\b((you|everyone"
        r"|everybody|they) knows? why|so (no one|nobody) (sees|can see|notices)|to (hide|cover)"
        r" (them|it|the (cuts|scars|marks|burns)))\b"
        r"|\b(want|need|wanna|crave|craving) to feel the (sting|blade)\b|\bthe (blade|razor) won\b"
        r"|\bi miss the (sting|blade|feeling of the blade)\b(?! of\b)"
        r"|\b(took|taken|got|get|getting|taking) the blades? out of (my|a|the) (pencil )?sharpener\b(?! to (clean"
        r"|fix|replace|sharpen|change))"
        # stop 35: a relapse told by the thing used ("relapsed last night, used the lighter")
        + EN_SH_RELAPSE +
        # stop 40: a cut too deep into a part of oneself
        r"|\b(cut|sliced|went|dug) (way |much |far |a bit )?(too |so |really )?deep(er)? (on|into|in) my (arms?|wrists?|thighs?"
        r"|legs?|skin|stomach|hips?|forearms?)\b"
        # stop 41: the act told as "did it" with a blade or a burn's tool, or done and blood beside it;
        # a blade pushed in; a cut told deep
        r"|\b(i've|i have|i) (just |finally |already )?(done|did) it\b[\w' ,]{0,20}\b(there's|there is|so much"
        r"|a lot of|lots of) blood\b|\b(dug|pushed|pressed|drove|sank) the (blade|razor|knife) (in|into my)\b"
        r"|\b(i )?(just |already )?did it (again )?with (my|a|the|his|her|some|an old) ([\w']+ )?(razor|blade|knife"
        r"|glass|scissors|lighter|compass|sharpener|box cutter)\b"
        r"|\bi (just |already )?cut (really |so |too |very )?deep(er)?\b(?! (into|in|on) (the|a|an|this|that) \w+)"
        # stop 40: a bare "i cut" (no object) told as done, then a wound
        r"|\bi (just |finally |already )?(cut|sliced)(?=\s*(?:$|[.,!?;])| (again|tonight|today|last night)\b| and (it|the"
        r" (blood|towel|water|bleeding|cut|cuts|sink|floor))\b)"
        r"|\brelaps(ed|ing)\b[\w' ,]{0,30}\b(used|with|grabbed|got out|took) (the|a|my) (lighter|blade|razor"
        r"|sharpener|scissors|compass|knife|pin|needle)s?\b|\b(i'll|i will|i'm going to|gonna|i want to|need to) cut (deeper|again|more)\b"
    ),
    "harm_verb": r"\bcut\b|\bburn(ed|t)?\b",
    # probe 18: shut in a room with the door locked: with self-harm in the window, an act under way
    "shut_in": (
        r"\b(locked|locking) (myself |me )?(in|inside|into) (the|my|a) (bathroom|bedroom|room|toilet|car|closet|garage|shed|basement|loo)\b"
        r"|\blocked myself in\b|\bi('ve)? locked (the|my) (bathroom |bedroom )?door\b|\b(bathroom|bedroom|the|my) door('s| is) locked\b"
    ),
    "body": r"\bthighs?\b|\bwrists?\b|\barms?\b|\bskin\b",
    # stop 35 (probe 37): the fear of the drop gone where one stands
    "unafraid": (
        r"\b(looking|look|looked|staring|peering) (down|over the edge)\b[\w' ,]{0,20}\b(isn't|is not|doesn't|does not|no longer|isn't even|doesn't even)"
        r" (scary|scare me|frighten me|so scary|that scary|as scary)\b"
        r"|\bthe (drop|fall|height|edge|water below)\b[\w' ]{0,10}\b(doesn't|does not|no longer|won't|isn't) (even )?(scare|frighten|bother|scary)\w*\b"
    ),
    "bleeding": (
        # stop 35 (probe 37): a wound let bleed
        r"\b(i'm|i am|im) (just )?letting (it|them|the cuts?)( bleed| run)?\b(?= ?(?:$|[.,!?;]| out| for))"
        r"|\b(i'm|i am|im) not (going to|gonna) (bandage|wrap|clean|stop|treat|cover) (it|them|the cuts?)\b|"
        r"\b(won't|wont|doesn't|doesnt|can't|cant|cannot|will not|isn't going to|is not going to) stop bleeding\b|\bcan't stop the bleeding\b"
        r"|\bbleeding (really |so |very |pretty |quite )?(a lot|badly|bad|heavily|heavy|everywhere|through"
        r"|like (mad|crazy|hell)|non-?stop)\b|\b(losing|lost) (a lot of|so much|too much) blood\b"
        # stop 49 (lead): the blood told by where it is ("blood's everywhere", "so much blood on the floor")
        r"|\b(blood('s| is| was)|there's blood|there is blood) (all )?(everywhere|all over( the| my)? (floor|bed|sheets|bathroom|me))\b"
        r"|\bso much blood\b(?! (test|tests|work|donation|drive|sugar|pressure|type)\b)"
        # stop 49 (enwide): the blood told by where it goes ("blood's soaking through my jeans"), a
        # cut of one's own told bad or deep, not from a fall or a graze
        r"|\b(blood('s| is)|it's|its) (soaking|seeping|pouring|dripping|running) (through|down|onto|all over)\b"
        r"(?![^\n]{0,50}\b(fell|fall|crash\w*|graze|bike|nosebleed|nose|period|tattoo|piercing|dog|cat|knee|shaving)\b)"
        r"|(?<!to )(?<!wanna )(?<!gonna )(?<!want )\bcut (myself|my (arm|wrist|leg|thigh)s?) (really |too |pretty |quite )?(bad"
        r"|badly|deep|deeply)\b"
        r"(?! (on|with|while|when|chopping|shaving|opening|last|years?|months?)\b)"
        r"|\b(can't|cant|cannot|couldn't) (get|make) (it|the (bleeding|blood|cut|wound)) (to )?stop\b"  # probe 19
        r"|\b(it|the (blood|bleeding|cuts?|wounds?)) (won't|wont|will not|isn't|doesn't|doesnt|can't|cant) (be )?stop(ped)?\b(?! \w+ing\b)"
        # stop 40: the bath or the towel turned red; a wound bleeding now
        r"|\b(and |still |is |it's |i'm |they're |are )bleeding (now|right now|still)\b"
        r"|\b(it's|it is|its|it keeps|and it's|it's still|still) (gushing|spurting|pumping|streaming)\b"
        r"|\b(the |my )?(water|bath|bath ?water|sink|towels?|sheets?|floor)('s| is| was| has| have| are)?( gone| turned| going| all)?( now)? (red|pink|crimson)\b"
        # stop 42: a colour with its ordinary cause told ("from the beetroot", "from my hair dye")
        r"(?! (now )?(from|because of|cause of|cuz of) (?!(my |the )?(cuts?|wounds?|wrists?|arms?|legs?|blood|bleeding)\b))"
        # stop 42: the bleeding not stopped said with no apostrophe; a place covered in blood
        r"|\b(cant|cannot|can't) stop the bleeding\b|\b(floor|sink|bath|bathtub|tub|sheets|bed|towels?|carpet"
        r"|hands|arms|clothes|shirt|bathroom)( is| are|'s)? (covered|soaked|drenched|full) (in|of|with) blood\b"
        r"|\bblood (is )?(everywhere|all over|won't stop|pouring|gushing)\b|\b(soaked|soaking) through (the |a |my )?(towel|bandage|sheets?|shirt)\b"
        # stop 31: a towel or clothes soaked, still coming, towels used up
        r"|\b(towels?|sheets?|shirt|hoodie|sleeves?|bandages?|gauze|clothes|jeans|tissues?|pants)('s| is| are| was| were| (has|have) been| got)?"
        r" (all |completely |totally |fully |already )?(soaked|drenched)\b"
        r"|\b(it'?s|it is|blood('s| is)?|the bleeding('s| is)?) still (going|coming|bleeding|pouring|flowing|dripping)\b|\b(it|blood|the blood|the bleeding|the cut) (just )?keeps? (coming|bleeding|pouring|flowing|dripping)\b"
        r"|\b(used|soaked|soaking|bled) (through )?(like |about |over |almost |nearly )?(\d+|two|three|four|five|six|a few|several) (towels|bandages|tissues)\b"
        # stop 41: a wound open to what lies under the skin; the blood told by its amount
        r"|\b(so much|a lot of|lots of|too much|loads of) blood\b"
        r"|\b(i |you )?(can|could) see (the |my )?(fat|bone|muscle|tendons?|yellow (fat|stuff|layer))\b"
        r"|\b(it's|it is|the cut is|the wound is|they're) (gaping|wide open|so deep|not closing)\b"
        r"|\b(i |you )?(can|could) see inside\b|\b(it|the cut|the wound) (won't|will not|isn't going to) close\b"
    ),
    "means": (
        EN_BOTTLE_EATEN + r"|"  # stop 49 (imply2)
        # stop 46 (enlook): the garage and the car had to oneself (the exhaust, unnamed)
        r"\b(the |my )?(garage and the car|car and the garage)(?= to myself\b)|"
        r"(?:^|(?<=[.,!?;] ))(the |my )?" + EN_DRUG + r",? i mean\b|"
        r"\b(everything|all|whatever('s)?|every pill)( (i've|i have|i) got| i have)? in (the|my|our) (medicine (cabinet|drawer|cupboard|box|tin|bag|basket|shelf)|bathroom cabinet|first aid kit|pill box|pillbox)\b|\bhelium( tank)?\b|"
        r"\b(a |the )?" + EN_LETHAL_AMOUNT + r"|"  # stop 43: "got a fatal dose together"
        r"\b(sleeping )?pills\b|\btablets\b|(?<!jump )(?<!skipping )\brope\b(?! (ladder|swing|course|bridge|lights?|toy|climb))|\bnoose\b|\brazor\b|\bblades?\b|(?<!nerf )(?<!toy )(?<!water )(?<!squirt )(?<!glue )(?<!nail )(?<!staple )(?<!heat )(?<!bb )(?<!airsoft )(?<!\bgun )\bguns?\b(?! (safe|cabinet|locker)s?\b)|\b(know|knew|found|found out|figured out|worked out|got|guessed|cracked)\b[\w' ]{0,20}\b(key|keys|code|combination|combo|pin) (to|for|of) (the|his|her|their|my|dad'?s|mom'?s|mum'?s|my \w+'s) gun ?(safe|cabinet|locker)\b|\bfirearm\b|\brifle\b|\bshotgun\b|\bhandgun\b|\brevolver\b|\bglock\b"
        r"|\bpistol\b|\bpoison\b|\b(tying|tied|practic\w+|learn\w* (how )?to tie) (a |the |some )?(noose|hangman'?s? knot|knots)\b|\b(rail(road|way)?|level|train) crossing\b|\bpesticide\b|\bparaquat\b|\broundup\b|\bglyphosate\b|\bcyanide\b|\barsenic\b|\bstrychnine\b|\bcharcoal\b|\boverdose\b|\bthe tracks\b"
        r"|\bbottle of\b(?! (wine|water|beer|vodka|whiskey|whisky|soda|coke|juice|milk|champagne|rum|gin|tequila|shampoo|lotion|perfume|ketchup|sauce|sunscreen|bubbly|prosecco))"
        r"|\bjump(ing)? (off|in front)\b|\bdriv(e|ing) (my car |the car |it )?(into|off) (the|a) (river|lake|sea|ocean|canal|cliff|bridge|wall|quarry|reservoir)\b"
        r"|\b(step|stepping|kick|kicking) (off |away )?(the|a|my) (chair|stool)\b|\btied (the|a|my) (belt|cord|rope|scarf|sheet|cable|leash)\b|\bknife\b|\bhose\b|\bengine running\b" + EN_CO_OPEN + r"|\bmorphine\b|\boxy(codone|contin|s)?\b|\bfentanyl\b|\binsulin\b"
        r"|\bparacetamol\b|\btylenol\b|\bbenzos\b|\bxanax\b|\blithium\b"
        r"|\bevery (pill|tablet|capsule)\b|\b(my|the) (whole|entire) (supply|stash|stock) of (my |the )?(meds|pills|tablets|medication)\b|\ball (of )?my prescription\b|\bpill bottles?\b|\b(whole|entire) (bottle|box|pack|packet|strip|blister)\b|\bhandful of\b"
        r"|\b(belt|cord|cable|scarf|leash|sheets?|ligature|wire)\b(?= (is |was |are |were )?(already )?(tied|knotted|hung|hanging|fastened|looped|hooked|wrapped|secured))"
        r"|\b(belt|cord|cable|scarf|leash|rope|noose|ligature) [\w ]{0,12}(around|round) my neck\b"
        r"|\bcounted (them|those|these|'em) (all )?(twice|again|three times|\d+ times|over)\b"
        r"|\bthe means(?= to( do it)?\s*(?:$|[.,!?;])|\s*(?:$|[.,!?;]))"
        # stop 42: where the keys to a gun safe are ("keys to dads gun safe are in his desk")
        r"|\b(keys?|code|combination|combo) (to|for) (the |his |her |my |(my )?(dad|dads|mum|mums|mom|moms|stepdad|grandad)('s)? )?gun ?(safe|cabinet|locker)\b(?=('s| is| are)?( kept| hidden| always)? (in|under|behind|inside) (his|her|their|the|my|a)\b)"
        r"|\b(the|a) knot(?= ('s|is|was|has been) (already )?tied(?=\s*(?:$|[.,!?;]|and\b)))"
        # round ten: a firearm by its gauge or calibre, ammunition, a medicine cabinet's bottles
        r"|\b(12|16|20|28)[- ]?(gauge|ga)\b|\b(\.?(22|38|45|357|308|223)|9 ?mm) (cal(iber|ibre)?|magnum|revolver|pistol|rifle|handgun)\b"
        r"|(?<!nerf )(?<!toy )\bammo\b|\bammunition\b|(?<!nerf )(?<!toy )(?<!rubber )(?<!nerf gun )(?<!toy gun )\bbullets\b(?! (points?|journals?|lists?))|\b(shotgun|rifle|pistol|gun|handgun|revolver) (shells|rounds|cartridges|slugs)\b"
        r"|\b(box|boxes|carton|bag) of (shells|rounds|cartridges|slugs|\d+ ?mm)\b"
        r"|\b(every|each|all the) (pill |medicine )?bottles? (from|in|out of) (the|my|our) (medicine |bathroom )?(cabinet|cupboard|drawer)\b"
        # stop 30: a suffocation set-up
        r"|\bplastic bags?\b[\w' ,]{0,30}\b(duct tape|tape|zip ?ties?|rubber bands?|cable ties?)\b|\b(duct tape|tape|zip ?ties?|rubber bands?|cable ties?)\b[\w' ,]{0,30}\bplastic bags?\b|\bexit bag\b|\b(plastic )?bag over my head\b"
        # stop 30: a treatment refused (food only with the wish to fade, below)
        r"|" + EN_TREATMENT_REFUSED
        # stop 30: food refused in order to fade away is a means too
        + r"|(" + EN_REFUSAL + r")[\w' ,.]{0,40}\b" + EN_FADE
    ),
    "medicine": r"\b" + EN_DRUG + r"\b",
    # round ten: a stockpile counted with no noun, after a turn that named the medicine ("my
    # meds" then "over a hundred stashed"); kept only if the window names one (``rules.py``)
    "refer": (
        r"\b(over |about |nearly |almost |like |around |at least )?(\d{2,}|a hundred|hundreds|dozens)( of them)? (now )?(stashed|saved( up)?|stockpiled|hoarded|hidden|put away|squirreled away)\b"
        r"|\b(stashed|saved up|stockpiled|hoarded|squirreled away) (over |about |nearly |almost |like |around |at least )?(\d{2,}|a hundred|hundreds)\b(?! (dollars|bucks|quid|pounds|euros|days?|hours|points|coins|stickers|cards))"
        # stop 40: a firearm readied by a pronoun ("it's loaded now", "i loaded it"): kept only
        # where the window names a firearm (``rules._referred``), never a thing loaded into or with
        r"|\b(it's|it is|its|it was) (already |now |fully )?(loaded|cocked)\b(?! (into|in|onto|on|with|up|in the)\b)"
        r"|\b(loaded|cocked) (it|him)\b(?! (into|in|onto|on|up|with|to|for)\b)"
        # stop 44 (turns): a means judged sufficient by a pronoun ("together that'll do it"):
        # kept only where the window names a medicine (``rules._referred``)
        r"|\b(together|combined|with (the|that|those|both)( \w+)?),? (that|this|those|they|it)('ll| will| should| would|'d) do (it|the job)(?=\s*(?:$|[.,!?;]))"
    ),
    # stop 34: an overdose taken of pills named before, said only as all of them, the whole lot,
    # every last one ("are you there? i took all of them"); taken only if the window names a
    # medicine (``rules._referred``), never a course finished as told or things taken down
    "took_back": (
        r"(?:\b(took|swallowed|downed|popped|necked|taken)\b ((them|'em|em) all|it all|all of (them|it)|all (them|it)"
        r"|(the|both) (whole |entire )?(pack|packet|box|bottle|strip|blister|jar|tub|sheet)s?(?! of\b)"
        r"|them[.,]? all( of them)?|the (whole|entire) lot|the lot(?!" + EN_NOT_A_DOSE_OF + r")"
        r"|every (last |single )?(one|pill|tablet)( of (them|it))?"
        r"|both (packs|packets|boxes|bottles|strips|blisters)|the rest( of (them|it))?|(everything|all) (that was |i had )?left)\b"
        r"|\b(finished|emptied|done|polished off) (the|my|both|that|a) (whole |entire )?(box|bottle|pack|packet|strip|jar|blister|lot|tub)s?\b(?! (of|in|at|for|with|into|down|out|onto) )"
        # stop 44 (engen): a container emptied into one's mouth or down one's throat
        r"|\b(emptied|tipped|poured|dumped|shook) (the|my|both|that|a) (whole |entire )?(box|bottle|pack|packet|strip|jar"
        r"|blister|lot|tub)s? (into my mouth|down my throat)\b"
        r"|\b(had|have had|'ve had) the (whole |entire )?lot\b"
        # stop 46 (enlook): thrown down or got through ("chucked the whole lot down", "got through all of them")
        r"|\b(chucked|threw|knocked|tipped) (them all|the (whole |entire )?lot|every (last )?one|all of them|the rest)"
        r" (down|back)( my throat)?\b|\bgot through (all of them|them all|the (whole |entire )?lot|every (last )?one)\b"
        # stop 35: referred back bare, the act ending its clause ("i took them. i'm sorry"), or
        # the pills said to be inside ("they're in me now"); not after if, whether or forgot
        r"|(?<!\bif i )(?<!\bwhether i )(?<!\bforgot i )\b(took|swallowed|downed|necked|taken) them(?=\s*(?:[.!…]|$))"
        # stop 36: and with how long ago or the clock time ("i took them an hour ago")
        r"|(?<!\bif i )(?<!\bwhether i )(?<!\bforgot i )\b(took|swallowed|downed|necked|taken) them"
        r" ((about|around|like|maybe|nearly|almost) )?((an|one|half an|a half|a couple of|a few|\w+) (hours?|minutes|mins)"
        r" ago|at \d{1,2}((:|\.)\d{2})? ?(am|pm)?|at midnight|at \w+ o'?clock)(?=\s*(?:[.!…]|$))"
        r"|\bswallowed it(?=\s*(?:[.!…]|$))"
        # stop 44 (engen): the whole supply told bare after an act ("i did it. the whole pack.")
        r"|(?:^|(?<=[.,!?;] ))(the )?(whole|entire) (pack|packet|box|bottle|strip|blister|jar|lot)(?=\s*(?:[.!…]|$))"
        r"|\bthey'?re (all )?(in me|inside me|in my (stomach|system|body))( now)?(?=\s*(?:[.!,…]|$))"
        # stop 48 (enimplied): an ingestion felt working with nothing named ("i can feel it
        # kicking in", "they're starting to work"): kept only beside the body or a parting
        # (``rules.EN_FELT``)
        r"|\b" + EN_FELT_WORKING + r")"
        r"(?![\w' ,]{0,40}\b((like|as) (she|he|they|the doctor|my doctor|the nurse|i was|you) (said|told|say|prescribed)"
        r"|as (prescribed|directed|told)|every (day|morning|night|evening)|a day|for (a|the|two|three|\d+) (days|weeks)"
        r"|with (food|breakfast|dinner|lunch|meals))\b)(?! (down|off|out|away|home|back|apart|to|with me|along|up|round|over)\b"
        r"| in\b(?! (the|that|my|this) (bottle|box|pack|packet|jar|strip|blister|tub|drawer|cabinet)\b))"
    ),
    # stop 34: how and when decided with neither named ("i know how it ends and when"), as
    # 方法和地点都想好了 is in Chinese: an intent and a means
    "unnamed_plan": (
        EN_PLACE_CHOSEN + r"|"  # stop 49 (imply2)
        r"\bi (know|have decided|'ve decided|decided|picked|worked out|figured out) (exactly )?(how|when|where)"
        r" (it ends|it'll end|it will end|i'll do it|i'm going to do it|to do it|it'll happen|it happens)"
        r" and (when|how|where)\b(?! (the|my|our|this|that) \w+)"
    ),
    # where someone keeps a means named before ("she keeps it in her purse"): within reach
    "keeping": r"\b(she|he|they) (always |still )?(keeps?|stores?|hides?|leaves?) (it|them|those|these|the \w+) (in|under|inside) (his|her|their|the) \w+",
    # a way into where a means is locked away: a means acquired once the window names one
    "access": (
        r"\bi (know|have|got) (where (he|she|they|my \w+) keeps? (the |his |her |their )?(key|keys|code)"
        r"|the (code|combination|pin|key|keys) (to|for) (the|his|her|their|my \w+'s) (gun ?safe|safe|gun cabinet|cabinet|locker|case|lockbox))\b"
        r"|\bi know (the|his|her|their) (code|combination|combo|pin)\b"
        r"|\bfound (the|his|her|their|dad'?s|mom'?s|mum'?s|my \w+'s) ((gun |rifle )?(safe|cabinet|locker)"
        r" (code|combination|combo|key|keys)|(code|combination|combo|key|keys) (to|for) (the|his|her|their"
        r"|dad'?s|my \w+'s) (gun ?safe|safe|gun cabinet|gun locker))\b"  # stop 32
        # round eight: "i know where he keeps them", "he leaves it unlocked", "take them tonight"
        r"|\bi (know|found out|figured out|saw) where (he|she|they|dad|mom|my \w+) (keeps?|hides?|puts?|stores?|locks?|left) (it|them|the ((gun|safe|cabinet|gun safe|gun cabinet) )?(keys?|ammo|ammunition|bullets|code|combination|pills|meds|shells))\b"
        r"|\b(he|she|they) (always |usually |never )?(leaves?|left|keeps?) (it|them|the (safe|cabinet|case|drawer))( \w+)? unlocked\b"
        r"|\bi (\w+ )?(know|found|found out|figured out|saw|see|worked out) where (the|his|her|their|my \w+'s|\w+'s) (ammo|ammunition|bullets|rounds|shells|cartridges|magazines?|mags|keys?|code) (is|are|were|was|go|get kept|live)\b"
        r"|\bfound (the|his|her|their|a) (box of |boxes of |bag of )?(ammo|ammunition|bullets|rounds|shells|cartridges)\b"
        # stop 36: the spare key to where a means is kept, and a bare ending after it ("…and i know
        # where the spare key is, i'm done"); the spare key alone is an errand's
        r"|\bi (\w+ )?(know|found|found out|figured out|saw) where (the|his|her|their|my \w+'s|\w+'s) spare (car |truck )?keys?"
        r" (is|are|was|were|goes|lives)[.,;]? (i'm|i am|im) (done|finished|out)(?=\s*(?:$|[.!?]))"
        r"|\bi (\w+ )?(know|found|found out|figured out|saw) where (the|his|her|their|my \w+'s|\w+'s) spare (car |truck )?keys?"
        r" (is|are|was|were|goes|lives)[.,;]? (that's it|thats it)( for me)?(?=\s*(?:$|[.!?]))"
        r"|\b(going to|gonna|i'll|i will|i'm going to|about to|want to|planning to) (take|swallow|use) (them|it|both|both of them|the lot) (all |tonight|today|tomorrow|when|after|while|once)"
    ),
    "self_use": EN_SELF_USE,  # stop 39
    "work_frame": EN_WORK_FRAME,  # stop 39
    # stop 49 (enrisk): walking or wading into the water and not turning back, or the water at one's
    # chest with the walking kept on: a way, not a swim
    "method": r"\b(walk|walking|wade|wading|swim|swimming|going|heading)( out)? into the (sea|lake|river|ocean|water"
    r"|waves|surf|loch|reservoir|estuary)\b(?! (for|to) (a |my |the )?(swim|dip|paddle|surf|bath|wash|cool))"
    r"(?=[\w' ,.]{0,24}\b((not|never|no|won't|wont|without) (turning|turn|coming|come|looking|going) (back|out)"
    r"(?! (til|till|until|before|for)\b)|keep (walking|wading|going|swimming)|not stopping)\b)"
    r"|\b(the )?(water|sea|river|lake|ocean|tide|waves?)('s| is| are)? (now )?(up )?(at|to|past|over) my (waist|chest|neck"
    r"|chin|shoulders|ribs)\b"
    r"(?=[\w' ,.]{0,30}\b((keep|keeping) (walking|wading|going)|not (stopping|turning back|coming (back|out))"
    r"|(still|just) (walking|wading|going)( out| in| further| deeper)?(?=\s*(?:$|[.,!?;])))\b)|" + EN_HANG + r"|" + EN_TRAFFIC + r"|" + EN_RUN_INTO
    + r"|\bgoing vertical\b|\b(cut|cutting|slice|slicing|slit|slash|slashing)(?: (?:this|time|i'm|im|going|to|it|them|deep|deeper|properly|tonight|myself|will|i'll|and|my|wrists?|arms?)){0,5} (vertical(ly)?|lengthwise|(down|along|up) the (vein|veins|arm|wrist))\b"
    r"|\b(down|along) the veins?,? (not|instead of) across\b"
    + r"|\b(looked up|googled|researched|figured out) how(?=\s*(?:$|[.,!?;]))",  # a method known
    # probe 18: a try that failed, what was tried unnamed, then again on a named day ("tried last
    # month, didn't work. trying again saturday"): a prior attempt and intent at once
    # stop 35: an attempt almost made on a recent day ("i almost did it last night"): just made
    "almost": (
        "(" + EN_ALMOST + r")[\w' ,]{0,24}\b(" + EN_RECENT + r")\b"
        r"|\b(" + EN_RECENT + r"),? (" + EN_ALMOST + ")"
    ),
    # stop 43 (turns): a try told bare, what was tried left unnamed ("i tried two years ago",
    # "in hospital once after trying"): a prior attempt only beside a retry the window tells
    # ("this time i'll finish it", ``rules._retried``), dropped elsewhere
    "tried_bare": (
        EN_ABORTED + r"|"
        r"\b(i|i've|i have|i had|i'd)( already| once| actually)? (tried|attempted)(?= (\d+|one|two|three"
        r"|four|five|six|a few|a couple of|several) (years?|months?|weeks?) ago\b| (last|in) (year|month"
        r"|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august"
        r"|september|october|november|december|(19|20)\d\d)\b| when i was\b|\s*(?:$|[.,!?;]))"
        r"|\bafter (trying|i tried)(?=\s*(?:$|[.,!?;]))"
        r"|" + EN_TRIED_BY_MEANS
    ),
    "retry": (
        "(" + EN_TRIED_FAILED + r")[^\n]{0,40}\b(" + EN_DAY + r")\b[^\n]{0,20}" + EN_AGAIN + r"(?=\s*(?:$|[.,!?;]))"
        + "|(" + EN_TRIED_FAILED + r")[^\n]{0,40}" + EN_AGAIN + r"[^\n]{0,12}\b(" + EN_DAY + r")( night)?(?=\s*(?:$|[.,!?;]))"
    ),
    # A way back refused ("not planning on driving back", "no plans on making the drive home"):
    # intent only where the turn names a place of danger (``rules.py``); a trip's otherwise.
    "no_return": (
        r"\b(not|no|never|don't|do not|won't|will not)( be)? (plan(ning|s)?|intend(ing)?|going) (on|to|of) (driv(e|ing)|com(e|ing)|walk(ing)?|head(ing)?|swim(ming)?|go(ing)?"
        r"|mak(e|ing) the (drive|trip|walk|journey|swim)) (back|home)\b(?! (to (work|school|the (office|shop|store)))\b)"
        r"|\b(will not|won't|wont|shall not|am not going to|i'm not going to) (return|come back)(?=\s*(?:$|[.,!?;]))"
        r"|\b(i'm|i am|im) not (going|coming) back\b(?= this time\b|\s*(?:$|[.,!?;]))"
        # stop 49 (enrisk): the walking into the water kept on ("just going to keep walking out",
        # "not turning back") — a way in only where the turn names the water (``method``)
        r"|\b(going to |gonna |will |i'll |just )?keep (walking|wading|going|swimming) (out|in|further|deeper|until|till)\b"
        r"|\b(not|never|no) turning back(?=\s*(?:$|[.,!?;]))"
        # stop 49 (enwide): or no coming out of it ("wading into the river and i'm not coming out")
        r"|\b(not|never) (coming|getting|walking|going) (back )?out(?=\s*(?:$|[.,!?;]))"
        r"|\b(still|just) (walking|wading|going|swimming)( out| in| further| deeper)?(?=\s*(?:$|[.,!?;]))"
        # stop 36: the subject left out ("the quarry. not going back this time"), or the drive or
        # the walk home refused ("i'm not driving home"), ending the clause
        r"|(?:^|(?<=[.!?,;] ))not (going|coming|driving|walking) (back|home)\b(?= this time\b|\s*(?:$|[.!?;]))"
        r"|\b(i'm|i am|im) not (driving|walking|heading) (back|home)\b(?= this time\b|\s*(?:$|[.!?;]))"
        # stop 30: no way back down (a place or a remote one in the turn makes it intent)
        r"|\b(i'm |i am |im )?not (com|driv|hik|walk|climb|head|go)(e|ing) (back )?down\b(?= the (trail|mountain|hill|path|cliff|ridge|road)\b| this time\b| again\b| ?(?:$|[.,!?;]))"
    ),
    # probe 18: a remote place and the means to get back running out (``rules._scope``)
    "remote": (
        r"\b(the )?(mountains?|desert|woods|forest|wilderness|backcountry|middle of nowhere|outback|coast|canyon|dunes)\b"
        r"|\b(the )?(ridge|summit|peak|lookout|overlook|gorge|quarry|trailhead)\b"
    ),
    "stranded": (
        r"\b(almost|nearly|running|ran|about to run) out of (gas|fuel|petrol|money|cash|battery|charge)\b"
        r"|\b(a )?quarter (of a )?tank\b|\bempty tank\b|\b(the )?last (of my )?(money|cash|savings)\b|\bmy last \$?\d+"
        r"|\b\d+ ?% (battery|charge)\b|\b(battery|phone)('s| is)? (about to die|almost dead|dying|nearly dead)\b"
        r"|\bno (money|cash|gas|fuel) left\b"
    ),
    # A pretence of being well taken back ("said i was fine … i lied"; a whole turn "i lied"):
    # high only beside a plan signal other than a bare time (``rules.decide``).
    "conceal": (
        # stop 49 (lead): shut in and out of reach, a door locked and the phone off ("locked the door,
        # phone's off"): kept from those who would come only beside an intent or a plan of one's own
        r"\b(locked|bolted|barricaded|wedged) (the|my) (door|room|bathroom)( shut)?\b[\w' ,]{0,30}\b(phone|mobile|cell)"
        r"('s| is)? (off|switched off|turned off|dead|in the drawer)\b|\b(phone|mobile|cell)('s| is)? (off|switched off"
        r"|turned off)\b[\w' ,]{0,30}\b(locked|bolted|barricaded|wedged) (the|my) (door|room|bathroom)\b|"
        r"\b(she|he|they|nobody|no one|the chemist|the pharmacist)( \w+)? (didn't|did not|doesn't|never) suspect"
        r"( a thing| anything)?(?=\s*(?:$|[.,!?;…]))|"
        r"^(i lied|i was lying|(that|it) was a lie)[.!]*$"
        r"|\b(said|told (you|everyone|y'all|them|my \w+)) i('m| am| was) (fine|ok|okay|good|better|safe)\b[\w' ,.]{0,30}\b(i lied|i was lying|(that|it) was a lie)\b"
        # stop 30: those who would stop it think the speaker asleep or fine
        r"|\b(everyone|everybody|they|mom|mum|dad|my (parents|family|wife|husband|roommates?|partner))( all)? (thinks?|believes?) (i'm|i am|im) (asleep|sleeping|in bed|at work|at school|out|fine|ok|okay)\b"
        # stop 30: a cover story, then the speaker's own truth ("told her it's for a new coat. i won't…")
        # stop 31: fine said to those who would stop it, then a "but" ("told my therapist i was fine
        # but i have a plan"); thought to be doing better
        r"|\b(said|told (you|everyone|y'all|them|my \w+)) i('m| am| was) (fine|ok|okay|good|better|doing better)\b"
        r"(?=[\w' ,]{0,12}\b(but|though)\b)|\b(everyone|everybody|they|people|mom|mum|dad|my \w+)( all)? (thinks?|believes?)"
        r" (i'm|i am|im) (doing )?better\b(?! off)"
        r"|\btold (her|him|them|mom|mum|dad|my \w+) (that )?(it's|it was|it is) (for|just for) (a |an |the |her |his |their )?[\w']+( [\w']+)?(?= ?[.;,] ?(i|i'm|im)\b)"
    ),
    "setup": EN_CO + r"|" + EN_LIGATURE_SET + r"|" + EN_SET_BY_WATER
    # stop 34: a method rehearsed or tried out beforehand (the Columbia protocol's preparatory
    # acts): the knot practised, a dry run with nothing named after it, the train timed to the
    # crossing
    + r"|\bpractic(e|ed|ing|ising|ised) (tying|to tie|with|on) (the|a|my) (knot|noose|belt|rope|cord|ligature|scarf)\b(?! (sander|buckle|loop|grinder|drive|bag)\b)"
    r"|\b(did|done|do|doing|had) (a|the|my) (dry|test|practice|trial) run\b(?! (of|for|with|at|on|to|in)\b)"
    r"|\b(holding|hold|pressing|press|putting) (the|a|my) (?!hot )(\w+ )?(knife|blade|razor|scissors|shard|piece of glass|gun|pistol) (to|against|over|on) my (wrist|wrists|arm|arms|neck|throat|thigh|thighs|skin|head|temple|chest)\b"
    r"|\b(rope|belt|cord|noose|ligature|scarf|cable|extension cord)\b[\w' ,]{0,40}\bsee if (it|they|the \w+) (would|will|could|can|'d|'ll) (hold|take my weight|take the weight)\b"
    # stop 44 (engen): a ligature judged strong enough for the speaker's weight
    r"|\b(rope|belt|cord|noose|ligature|scarf|cable|extension cord)\b[\w' ,]{0,40}\b(strong|sturdy|thick|long)"
    r" enough to (hold|take|carry|bear) (me|my weight)\b"
    r"|\b(rope|belt|cord|noose|ligature|scarf|cable|extension cord)\b[\w' ,]{0,40}\b(holds|held|will hold"
    r"|can hold|takes|took|can take|will take) my weight\b"
    r"|\btimed (how long |when )?(the|when the) (train|trains|express|freight|next train)\b[\w' ]{0,30}\b(crossing|tracks|comes through|passes|goes through|goes past)\b"
    r"|\b(helium|nitrogen|argon)( (tank|cylinder|canister|bottle)s?)?\b[\w' ]{0,20}\b(arrived|came|got delivered|was delivered|delivered|is here|showed up|(in|under) (my|the) (bed|closet|room|car|trunk|wardrobe|cupboard|garage))\b"
    r"|\b(bought|ordered|got|picked up|have) (a |an |the |two |some |my )?(\w+ )?(helium|nitrogen|argon) (tank|cylinder|canister|bottle)s?\b"
    # stop 36: a gun held or sat with, then said to be loaded ("sitting here with dad's gun, it's
    # loaded")
    r"|\b(gun|pistol|revolver|rifle|shotgun|glock|handgun)\b[\w' ,]{0,30}\b(it's|it is|its|and it's) (already |fully )?(loaded|cocked)\b"
    # stop 36: a ligature fixed, and the step off still to take ("rope's around the banister.
    # just need to step off")
    r"|\b(rope|cord|extension cord|belt|noose|scarf|cable|sheet|leash|dog lead)('s| is)? (already )?(tied |looped |wrapped |knotted |hooked |fastened )?(around|round|to|over|on) (the|a|my) (\w+ )?(beam|rafter|pipe|rail|railing|banister|bannister|hook|door ?frame|joist|branch|hatch|loft hatch|curtain rod|shower rod)s?\b"
    r"[^\n]{0,30}\b(step off|kick (the|away the) (chair|stool)|kick it away|let go|(the )?(chair|stool)('s| is) (ready|in place|under it|there|set up|right there))\b"
    # stop 30: a gun held, then its safety off ("holding my dad's revolver … the safety is off")
    r"|\b(gun|pistol|revolver|rifle|shotgun|glock|handgun)\b[\w' ,.]{0,60}\b(the |its )?safety('s| is| was)? (off|disengaged)\b",
    "quantity": r"\ball of (them|it)\b|\benough\b|\bcounted\b|\bthe whole\b|\b" + EN_MANY + r"\b"
    r"|\b" + EN_LETHAL_AMOUNT,  # stop 43
    "place": (
        r"\bone[- ]way (train |bus |plane |ferry |boat )?ticket\b|\bticket (for |in )?(one direction|one way)( only)?\b|\boverpass\b|\bcliffs\b|\brailing\b|\b(into|in) the (water|sea|river|lake|ocean)\b"
        r"|\b\d+ (floors|stories|storeys) (up|high|down)\b|\broof(top)?\b(?! over)|\bledge\b|(?<!play )(?<!plays )(?<!played )(?<!playing )(?<!duplicate )(?<!contract )\b(foot|rail|road|over)?bridge\b(?! (cafe|café|pub|inn|bar|club|night|drive|tournament|game|hand|partner|lesson|class|restaurant|street|road|lane|school|hotel|shop|market|tavern|bistro|deli|loan|meeting|call|session|team)s?\b)|\b(train|subway|station|railway|metro|tube) platform\b|\bon the platform\b|\bplatform (\d+|edge)\b|\bcliff\b|\b(edge|top) of (the |a |my )?((apartment|tower|office|flat|residential) (block|building)|block of flats|roof|building|bridge|cliff|platform|balcony|ledge|parking|car park|tower"
        r"|stairwell|multi|dam|overpass|tracks|pier|water)\b|\bover the edge\b|\bone (more )?step (and|away|from)\b|\bpier\b|\bdock\b|\bjetty\b"
        r"|\bwater('s| is)? (up )?to my (waist|chest|neck|knees)\b|\bin front of (the|a) (\w+ )?(train|subway|bus|truck)\b"
        r"|\btop floor\b|\bbalcony\b"
        r"|\bdam\b|\b(train|rail|railway) (line|lines|tracks)\b"  # stop 49 (enwide)
        # stop 37: the shoulder or the verge of a fast road (a breakdown there is an ordinary use)
        r"|\bhard shoulder\b|\b(side|edge|verge|shoulder) of the (motorway|highway|freeway|dual carriageway|interstate)\b"
        # stop 34: a high floor's window, ledge, balcony or stairwell ("ninth floor stairwell window")
        r"|\b(\d{1,2}(st|nd|rd|th)|(fif|six|seven|eigh|nin|ten|eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twentie)th) floor (window|ledge|balcony|stairwell|landing|fire escape)\b"
        r"|\briver\b|\blake\b(?! (house|cabin|cottage|district|view|front))|\bthe sea\b|\bocean\b|\btall building\b|\bcar park\b|\bparking (garage|lot)\b"
        r"|\bmotorway\b|\bhighway\b|\bfreeway\b|\btracks\b|\brailway\b|\brail line\b|\b(on|across|onto) the (train |railway )?rails\b"
        # stop 46: "the line" is the railway's beside a train in the same sentence
        r"|\btrains?\b[^.!?\n]{0,60}\b(next to|beside|by|near|on|onto|across|along) the line\b"
        r"|\b(next to|beside|by|near|on|onto|across|along) the line\b(?=[^.!?\n]{0,60}\btrains?\b)"
        r"|\b(express|freight|fast|non-stop) train\b|\bthe \d{1,2}[:.]\d{2} (express|freight|fast train|fast one|non-stop|intercity)\b"
        r"|\bgarage with the (car|engine|motor) running\b" + EN_CO_OPEN + r"|\b(car|engine|motor)('s| is)? running in the (closed |shut )?garage\b" + EN_CO_OPEN +
        r"|\bgolden gate\b|\bquarry\b|\bthe drop\b|\bparking (structure|deck|ramp)\b|\brailroad\b|\bskyscraper\b|\breservoir\b"
        r"|\bcanal\b|\bharbou?r\b|\bwaterfall\b|\bbreakwater\b|\bthe tide\b|\bmulti[- ]?stor(e)?y\b|\bviaduct\b|\baqueduct\b|\bflyover\b|\bsea ?wall\b|\bgroyne\b|\b(water|radio|phone|cell|bell|clock) tower\b|\bpylon\b"
        r"|\b(train|express|freight|it|one)\b[\w' ,]{0,30}\b(flies|flying|speeds|speeding|blasts|blasting|tears|roars|rips|hurtles) (straight |right )?(through|past)\b|\bgorge\b|\bravine\b|\bcanyon\b|\bobservation deck\b"
        # stop 30: a place asked for by its height or depth
        r"|\bwhich (bridge|building|river|lake|cliff|roof) is (the )?(highest|tallest|deepest)\b|\bwhere('s| is) the (deepest|highest|tallest) (part of the river|bridge|building|point|spot)\b"
    ),
    "presence": (
        r"\b(sitting|standing|perched|balanced|balancing|crouch(ed|ing)|kneeling) (on|at|by|near|over)\b|\bout (past|beyond) the\b|\b(walked|walking|went|gone|stepped|crawled|waded|wading) out (onto|on|into|to|past|beyond) (the|a)\b|\bclimbed (onto|up|to|over)\b|\b(hanging|dangling) over\b"
        r"|\bone[- ]way (\w+ )?(tickets?|trip|drive|journey|walk)\b|\b(walking|driving|heading|going|on my way) (over )?there (now|rn|right now)\b|\b(went|go|going|gone) up (to|on|onto) (the|a)\b"
        r"|\b(walking|driving|heading|going|biking|riding|cycling|on my way) (over )?(to|towards|toward) (the|a)\b|\b(heading|headed|driving|making|bound) for the\b"
        r"|\bone (more )?step (and|away|from)\b|\bout on the\b|\bwater('s| is)? (up )?to my (waist|chest|neck|knees)\b|\b(i'm|i am) (out )?(here|there) (on|at|by)\b|\bwalk(ed|ing)? into\b|\bparked (on|at|by|near)\b|\bup here\b|\bwalking in(to)?\b|\bout here\b|\bi'm (on|at|standing|sitting|parked|up on|in|here)\b|\bi am (on|at|standing|sitting|parked)\b"
        r"|\bright now\b|\bstanding (on|at)\b|\b(i've|i have) been (up |out |sitting |standing )?(on|at|by) (the|a|my)\b"
        r"|(?:^|(?<=[.,!?;] ))been (up |out |sitting |standing |sat )?(on|at|by) (the|a|my)\b|\bstanding right (at|on|by|next to)\b"
        r"|\bwaiting for (the|a) (next )?(express|freight|fast|non-stop) (train|one)\b"
        r"|\bwaiting for (the|a) (\w+ )?train to (come through|pass|go by|speed by|pass through)\b"
        r"|\balready (at|on|by|in) the\b|\b(writing|texting|typing|messaging) (this |you )?from\b"
        r"|\b(i'm|i am|i've been) (right )?(by|near|next to|beside|under|below|above|over|on top of|at the edge of)\b"
        r"|\bmade it (up )?(to the top of|onto|to the (roof|bridge|ledge|edge))\b"
        r"|(?<![\w' ])(at|on|by|near|up on|out on|out at) (the|a) "
        r"|\b(at|on|by|in|near) (the |a |my )?\w+ (now|right now|rn)\b"
        r"|\b(walked|drove|went|climbed|came|got) (out |up |down )?(to|onto|into) the (middle|edge|top|end|far end) of\b"
    ),
    # The body at the edge, said in body terms: looking down, legs over the side, shoes taken off.
    # With no place in its clause it is at the place its turn names (``rules.py``).
    "brink": (
        r"\b(been |was |keep |kept |just )?(looking|staring|peering|looked|stared) (down|over the (edge|side|railing|rail|guardrail|guard rail|barrier|parapet)|at the (water|tracks|drop|ground below))\b(?! at (my|the|his|her|our) (phone|feet|shoes|screen|plate|notes|book|work|hands))"
        r"|\b(legs?|feet|toes) (are |is )?(already )?(over|dangling|hanging|off) (the )?(side|edge|railing|ledge|rail"
        r"|water|river|drop|road|tracks|traffic)\b|\b(legs?|feet) (dangling|hanging) (over|off)\b"
        # stop 49 (enwide): the legs told over with nothing after, or dangled off by the speaker
        r"|\b(legs?|feet) (over|off)(?=\s*(?:$|[.,!?;]))|\b(dangling|dangle|dangled|hanging|hang|swinging) my (legs?|feet)"
        r" (over|off)\b(?! (the |a |our |my )?(jetty|pier|dock|boat|pool|bed|sofa|couch|bunk|swing|wall|bench|chair"
        r"|stool|side of the (pool|boat|bed)))"
        r"|\b(shoes|sneakers|boots) (are |already |now )*off\b|\b(took|taken|take|left|kicked|slipped) (off )?my (shoes|sneakers|boots)( off)?\b"
        r"|\b(on|to) the (wrong|other|outside|far) side of the (railing|rail|fence|barrier|guardrail|guard rail)\b|\bover the (railing|guardrail|barrier|fence)\b"
        # stop 33: the speaker at the edge (of the place its turn names)
        r"|\b(i'm|i am) ((right|standing|sitting|already|now|just|still) ){0,2}(at|on) the (very )?edge\b(?! of\b)"
        # stop 34: how it is up there, said from there ("top floor of the garage. it's quiet up here")
        r"|\b(it's|it is|its) (so |really |very |pretty |kind of |super )?(quiet|calm|peaceful|cold|windy|dark|still|silent|high|empty) (up|out|down) here\b"
        # stop 44 (engen): what is below, heard or seen from where one stands ("so loud from here")
        r"|\b(so |really |very |super )?(loud|tiny|small|far (down|below)) from (up )?here\b"
    ),
    "acquire": (
        r"(?<=\bi )know (where (the|his|her|their|my \w+'s) (keys?|code|combination) (is|are)|the (code|combination|key))\b"
        r"|\b(all )?in (one|a) (big |little |neat |single )?(pile|heap)\b"  # stop 46 (enlook): a medicine piled
        r"|\bout of (the|their|its|all the) (packets?|blisters?|blister packs?|foil|boxes|bottles|strips)\b"
        r"(?![\w' ]{0,30}\b("
        r"pill ?box|dosette|organi[sz]er)\b)"
        r"|\bgot my hands on\b|\b(took|stole|grabbed|swiped|snuck) (it|them|the \w+) (from|out of) (my|his|her|their|the)\b|\bin my (glove ?box|glove compartment|nightstand)\b|\b(stuffed|put|shoved|jammed) (a |the )?towels? (under|in|against) the (door|gap)"
        r"|\b(stealing|stole|sneaking|sneaked|snuck|swiping|swiped|pocketing|pocketed|taking|took)\b[\w' ]{0,30}\bfrom"
        r" (her|his|their|my \w+'s|the) (medicine )?(cabinet|drawer|purse|nightstand)\b"
        r"|\bbought\b|\bbuying\b|\bgot\b(?! (off|sober|better|used|over|through|back|home|married|sick|a job|into|rid))|\bhave (the|a|some|my)\b|\bcollect(ed|ing)\b|\bsav(ed|ing) up\b|\bsaving (pills|them|my)\b|\bsaved (all )?(the|my) ([a-z]+s?' |[a-z]+'s )?(?=\w)|\b(been )?saving (all )?(the|my) ([a-z]+s?' |[a-z]+'s )?(?=\w)|\bstockpil\w*"
        r"|\bhoard\w*|\bcounted\b(?! (them|those|these|'em)\b)|\bready\b|\bput\b|\blined up\b|\blaid out\b|\bin a row\b|\bin my hand\b|\bin my (hands|lap|palm|fist)\b|\b(holding|gripping|clutching)\b(?! (on|back|up|it together|my breath)\b)|\bloaded\b|\bcrushed\b|\bmixed\b|\bon my (nightstand|desk|bed|lap)\b|\bnext to me\b|\bwithin reach\b"
        r"|\bin my (bathroom|bedroom|room|car|trunk|closet|drawer|bag|pocket)\b|\bset up\b|\bis up\b|\bput up\b|\btied\b"
        # round ten: a means set up where it hangs ("the noose is already up", "rope's hanging
        # from the loft hatch", "a belt looped over the closet door")
        r"|\b(is|'s|are|'re) (already |now |all |still )?up\b|\balready (up|hung)\b"
        r"|\b(hanging|hangs|hung) (up )?(from|off) (the|a|my) ([\w']+ )?(beam|rafter|banister|bannister|railing|hatch|ceiling|pipe|stairs|stairwell|light fitting|ceiling fan|joist|balcony)s?\b"
        r"|\b(looped|knotted|wrapped|slung|secured) (it )?(over|around|round|to) (the|a|my) ([\w']+ )?(beam|rafter|banister|bannister|railing|hatch|door|ceiling|pipe|stairs|stairwell|light fitting|fan|bar|rail|handle|doorframe|door frame|joist|balcony|pole|shower rod|curtain rod)s?\b"
        r"|\bin my (backpack|purse|jacket|hoodie)\b|\b(door|doors) (is |are )?locked\b|\bi know (the|his|her|their) (code|combination|pin)\b|\bi (have|got|know where) (the )?(key|keys) (to|for) (the|his|her|my dad's|my mom's) (safe|gun|cabinet|locker)\b|\blocked (the|my) (door|doors)\b"
        r"|\b(emptied|poured|dumped|tipped|emptying|pouring|dumping|tipping) [\w' ]{0,40}\b(into|onto) (my|a|the|one) (hand|hands|palm|palms|bowl|cup|glass|mug|pile)\b"  # probe 18
        r"|\blocked myself in\b|\b(sitting|standing|sat|stood|lying|waiting|alone)\b[\w' ]{0,30}\bwith (the|a|my|my \w+'s)\b"
        r"|\b(ran|run|running|filled|filling) (a|the) (bath|tub)\b|\b(in|sitting in|lying in) the (bath|tub|bathtub)\b"
        r"|\b(have|got|had) enough\b|\bhave (plenty|a (stash|pile|stockpile))\b|\bstash\w*"
        r"|\b(duct[- ])?taped\b|\battached\b|\bhooked up\b|\brigged\b|\bfastened\b|\bhid(den|ing|e|es)?\b|\bin my (nightstand|desk|locker)\b"
        r"|\b(sealed|taped up|blocked) (the |all the |every )?(windows?|vents?|doors?|gaps?|cracks?)\b|\bgarage door(\'s| is)? (shut|closed|down)\b"
        r"|\b(never|didn't|did not|haven't|have not) (gave|give|given|handed|hand|took|take|taken) (\w+ ){0,3}back\b|\bnever returned\b|\bputting (aside|by|away)\b|\bput (aside|by)\b|\bset(ting)? aside\b"
        r"|\bin front of me\b|\bsitting right here\b|\bright here (on|next to|beside) (me|the|my)\b|\bon the (coffee|kitchen|bedside|dining) table\b"
        r"|\b(out|spread|emptied|tipped|dumped|poured|sorted) (out )?(on|onto) (the|my) (table|counter|desk|bed|floor)\b|\binto (little |neat |small |tidy )?(piles|rows|lines|heaps)\b"
        r"|\b(took|stole|swiped|pocketed|nicked|grabbed|lifted|raided|snuck|sneaked) (my |his |her |their )?(\w+ )?\w+'s (whole |entire |full |old |spare |last )?((bottle|box|pack|packet|stash|supply|strip) of )?(\w+ )?(" + EN_DRUG + r"|guns?|rifle|pistol|shotgun|revolver|handgun)\b"
        # stop 30: a gun readied (the safety off, a round chambered)
        r"|\b(the |its |my )?safety('s| is| was)? (off|disengaged)\b|\b(flicked|took|switched|clicked) the safety off\b|\b(chambered|cocked) (a round|it|the (gun|pistol|revolver|rifle|shotgun|hammer))\b|\bround (is )?chambered\b"
        # stop 30: a means hidden under one's pillow
        r"|\b(under|beneath) my (pillow|mattress)\b"
        # stop 32: drugs taken from work
        r"|\b(stealing|stole|stolen|pocketing|pocketed|skimming|skimmed|swiping|nicking|nicked|diverting"
        r"|diverted|smuggling|smuggled)\b|\b(took|taken|taking|brought|bringing|sneaked|snuck|carried"
        r"|carrying)\b(?! my\b)[\w' ]{0,30}\b(home )?(from|out of) (work|the (ward|icu|clinic|hospital"
        r"|practice|surgery|ambulance|rig|lab|crash cart|drug (cupboard|room|cabinet)|med room|supply room"
        r"|dispensary))\b"
    ),
    # Stop 48 (enimplied): a place of danger looked for or checked for its height, its windows
    # opening or its gaps ("driving around looking for a bridge high enough", "checked which
    # windows on the ward open all the way"): a means and
    # the search for it, a preparation; not one for a vehicle, a view, air or a picnic.
    "scouted": (
        r"\b(looking|looked|searching|searched|hunting|scouting|checking|checked) (around )?for (a|the|somewhere|some"
        r"|one) (\w+ ){0,2}(bridge|building|roof|rooftop|car park|multi-?storey|cliff|tower|spot|place|drop|ledge"
        r"|overpass|flyover|viaduct|window|floor)s? (that'?s |that is )?(high|tall|steep|deep|quiet|remote|far up)"
        r" enough\b(?! (for|to (fit|get|drive|park|see|take|clear)|so (the|my|our|a))\b)"
        r"|\b(checked|checking|worked out|figured out|found out|scoped out|looked at) which (floor|floors|window"
        r"|windows|level|storey|bridge|roof|building|platform|ledge|side)s?\b[\w' ]{0,40}\b(open|opens|gaps?"
        r"|no (railings?|barriers?|fence|nets?)|(are|is) (the )?(highest|tallest)|(the )?(lowest|no) (railings?"
        r"|barriers?|fence))\b(?![\w' ,]{0,30}\b(for (the )?(air|airflow|cat|dog|kids|breeze|ventilation|view"
        r"|sun|light|fire|smoke)|need|needs|airflow|ventilation|breeze|fire escape|cleaning|cleaner)\b)"
    ),
    # Stop 48 (enimplied): a train, a bus or a lorry told coming, here or due, the time till it
    # ("train's here in 3 min", "bus is coming round the corner", "the express comes through at
    # 11:40"): a means only beside a farewell, a parting or a wish of the window
    # (``rules.ONCOMING``), alone nothing.
    "oncoming": (
        r"\b(the |my )?(train|bus|express|freight|lorry|truck|tram|coach|fast train|night bus)('s| is| are)?"
        r" (here|coming|due|arriving|pulling in|coming through|comes through|passes|coming round the (corner|bend)"
        r"|on its way|nearly here|almost here|two stops away)\b"
        r"|\b(the )?(trains|lorries|trucks|buses|cars|expresses|freights|artics)( \w{1,12})? (go|come|fly|speed"
        r"|tear|race|thunder) (past|by|through)( so)? (fast|quick|quickly)\b"
    ),
    # Stop 49 (enrisk): a last ordinary act told before what comes next ("one last walk with the dog
    # then", "one more sunset and then", "had my last coffee"): a time (``rules._last_act``); the
    # ordinary doing inside it is the act's, not a use of a place told after it.
    "last_act": EN_LAST_ACT,
    # Stop 49 (enrisk): help refused while hurt ("i don't want help", "not calling an ambulance",
    # "don't want to go to the hospital"): a risk beside bleeding or a dose taken (``rules.decide``).
    "help_refused": EN_HELP_REFUSED,
    "time": (
        # stop 49 (enrisk): a place of danger told as what comes after, ending its clause ("last
        # supper vibes. the viaduct after", "tracks after")
        r"\b(the )?(bridge|tracks|viaduct|cliffs?|overpass|railway( line)?|train line|quarry|pier|multi-?storey|car park"
        r" roof|parking garage|rooftop|dam|reservoir)( after| next| afterwards| after that)(?=\s*(?:$|[.,!;]))|"
        # stop 48 (enimplied): the moment told near, ending its clause ("it's nearly time")
        r"\b(it's|its|it is) (nearly|almost|about) time(?=\s*(?:$|[.!?;…]))|"
        r"\bafter my (last )?(shift|class|meeting|exam|lecture|appointment)\b|\bby (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week"
        r"|the end of)\b|\bmidnight\b|\bnext week\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
        r"|\blast (night|day) (i('ll| will)|on earth)\b|\bat \d{1,2} ?(am|pm|o'clock)\b|(?<![:.])\b\d{1,2} ?(am|pm)\b|\b\d{1,2}:\d{2}\b|\bin (an|a few|a couple of|half an|\d+|two|three|four|five|ten|fifteen|twenty|thirty|forty( five)?) (hours?|hrs?|minutes|mins?)\b|\b(train|express|freight)('s| is)? due\b|\btonight\b|\btomorrow\b|\bthis (weekend|week|friday|saturday|sunday|monday|evening|morning|afternoon)\b"
        r"|\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bright now\b|\btoday\b"
        r"|\bafter (my shift|work|school|everyone|they)\b|\bbefore anyone\b|\b(by|before) (the )?(morning|sunrise|dawn)\b"
        r"|\bafter (my |the )?(last |final |next )?(dinner|lunch|breakfast|class|church|practice|lecture|exam)\b"
        r"|\bit's tonight\b|\b(next|this) month\b"
        # stop 44 (engen): the hour after which a place is empty ("nobody around after 2")
        r"|\bafter (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*(?:$|[.,!?;]))"
        r"|\bin (a few|two|three) days\b|\bafter everyone goes to bed\b|\bmorning before\b|\b(the|a) (date|day)('s| is| has been) (set|picked|chosen|decided)\b"
        r"|\b(comes in|goes out|comes|leaves|arrives|passes|comes through|goes through|passes through|comes past|goes past) at \d{1,2}(?=\s*(?:$|[.,!?;]))"
        # stop 30 (probe 31): a death's anniversary as the day
        r"|\b(the )?anniversary of (my|his|her|our) [\w']+ death\b|\b(my|his|her) [\w']+ death anniversary\b"
    ),
    # Stop 42 (ADR 0110 amendment "stop 42"): a place or a moment told by its being unobserved —
    # a spot nobody goes to, somewhere no one would look, those at home away with no verb
    # ("parents away all weekend"), home alone, once it is dark: the where and when of a plan
    # (timing), the means told in another clause or turn.
    "unobserved": (
        r"\b(spot|place|bit|part|corner|clearing|patch|stretch|lay-?by|car ?park|parking lot|field|barn|shed"
        r"|path|trail|woods|beach|quarry|somewhere|anywhere)\b[\w' ]{0,30}?\b(where )?(nobody|no one|no-one|noone)"
        r"('s| is| will| would| can| could|'ll|'d)?( ever| really| even)? (goes|go|walks|walk|comes|come|looks|look"
        r"|checks|check|find|finds|see|sees|uses|use|is around|around|drives|visits|hears|think to look)\b"
        # stop 42: the house told empty; a carer on nights
        r"|\b(the )?house('ll| will| is|'s)?( be)?( totally| completely)? empty\b"
        r"|\b(mum|mom|dad|mums|moms|dads|my (mum|mom|dad|parents|flatmates?|roommates?))('s| is| are|s)? (on nights"
        r"|working nights|on night shifts?|on a night shift)\b"
        # stop 46 (enlook): a partner or kin on nights or a double, away at an occasion or leaving
        # for one over a stretch ("he's on nights all week", "mum's at a wedding in leeds this
        # weekend", "he leaves for his conference on thursday")
        r"|\b(he|she|they|hubby|husband|wife|partner|gf|bf|girlfriend|boyfriend|mum|mom|dad|my (\w{1,12} )?(mum|mom|dad"
        r"|parents|husband|wife|partner|flatmates?|roommates?|housemates?|carer|girlfriend|boyfriend|gf|bf))"
        r"('s| is| are|s)? (on nights|working nights|on night shifts?|on lates|working (a )?doubles?( shift)?|on (a )?double"
        r"( shift)?|doing (a )?double( shift)?)\b(?= (all|this|every|till|until|tonight|on|over|from|the whole|for)\b"
        r"| (mon|tues|wednes|thurs|fri|satur|sun)day\b)"
        r"|\b(he|she|they|hubby|husband|wife|partner|gf|bf|mum|mom|dad|my (\w{1,12} )?(mum|mom|dad|parents|husband|wife"
        r"|partner|flatmates?|roommates?|housemates?|girlfriend|boyfriend|gf|bf))('s| is| are|s)? (away |off )?(at|to)"
        r" (a|the|her|his|their|my \w{1,12}'s) (\w{1,12} )?(wedding|conference|funeral|festival|stag( do)?|hen( do)?"
        r"|work trip|retreat|course|christening|reunion)( in \w{1,20})?(?= (all|this|every|till|until|tonight|over"
        r"|for)\b)"
        r"|\b(he|she|they|hubby|husband|wife|partner|gf|bf|mum|mom|dad|my (\w{1,12} )?(mum|mom|dad|parents|husband|wife"
        r"|partner|flatmates?|roommates?|housemates?|girlfriend|boyfriend|gf|bf)) (leaves|leave|flies( out)?|fly( out)?"
        r"|heads off|head off|goes away|go away|is off|are off|'s off) (for|to) (a|the|her|his|their|my \w{1,12}'s)"
        r" (\w{1,12} )?(wedding|conference|funeral|festival|stag( do)?|hen( do)?|work trip|trip|retreat|course"
        r"|christening|reunion|holiday)\b(?= (on|this|next|tomorrow|tonight|for)\b)"
        r"|\b(have|having|get|got) the (garage|car|garage and the car|car and the garage) to myself\b"
        r"|\b(my )?(carer|nurse|support worker|key ?worker|care worker)('s| is) (off|away|on leave|on holiday)"
        r"(?= (all|this|till|until|for|over|tonight)\b)|\b(nobody|no one|no-one)('s| is) covering\b"
        r"|\b(he|she|they|hubby|husband|wife|partner|gf|bf|mum|mom|dad|my (\w{1,12} )?(mum|mom|dad|parents|husband|wife"
        r"|partner|flatmates?|roommates?|housemates?|girlfriend|boyfriend|gf|bf))('s| is| are|s)? (staying |away )?at"
        r" ((her|his|their|my|our) )?(mum's|mom's|dad's|parents'?|sister's|brother's|nan's|gran's|mate's|friend's|boyfriend's"
        r"|girlfriend's|aunt's|uncle's)( in \w{1,20})?(?= (all|this|till|until|tonight|over|for)\b)"
        # stop 48 (enimplied): kin away at a holiday place for a stretch ("mum and dad are at the
        # caravan all weekend")
        r"|\b(my )?(parents|folks|mum and dad|mom and dad|mum|mom|dad|he|she|they|wife|husband|partner)('s| is| are|'re)"
        r" (away )?at the (caravan|cottage|holiday home|lodge|cabin|chalet|beach house|static|villa)(?= (all|this|till"
        r"|until|tonight|over|for)\b)"
        r"|\b(somewhere|anywhere|some ?place|a (spot|place)) ((they|anyone|people)( will| would|'ll|'d)?( never"
        r"| won'?t| wouldn'?t| can'?t| couldn'?t)|(nobody|no one)( will| would| can| could|'ll|'d)( ever)?)"
        r" (find|see|look for|hear) me\b"
        r"|\bwhere (nobody|no one|no-one|noone|they|anyone|anybody|people)( \w{1,20})? (will|would|can|could|won'?t"
        r"|wouldn'?t|can'?t|couldn'?t|'ll|'d)( ever)? (find|see|look for|hear) me\b"
        r"|\b(my )?(parents|folks|mum and dad|mom and dad|flatmates|roommates|housemates|everyone|everybody"
        r"|gf|bf|girlfriend|boyfriend|wife|husband|partner|mum|mom|dad|flatmate|roommate|housemate)"
        r"('s| is| are| will be)? (away|gone|out of town|all away|both away)\b(?= (all|for|till|until|this|tonight|on|over|from|the whole|at)\b)"
        r"|\bhome alone (tonight|all weekend|this weekend|all week|till|until|for the (weekend|week|night))\b"
        r"|\b(when|once|after) (it's|its|it is|it gets|it's gone) dark\b"
        # stop 44 (turns): the house the speaker's alone, no one to check on them; kin away with the
        # children; a place unwatched (nobody around, nobody goes up there, no one patrols it,
        # nobody would see, no cameras at night; cameras and guards alone are ``EN_WATCHED``'s,
        # stop 44 engen)
        r"|\b(have|having|get|got) the (house|place|flat|apartment|home) to myself\b"
        r"|\b(whole )?(house|household|family|everyone|everybody)('s| is| are)? (all )?(asleep|in bed)\b"
        r"|\b(on my own|by myself|alone) (all night|all weekend|tonight|this weekend|till|until|for the (night|weekend|week))\b"
        r"|\b(nobody|no one|no-one|noone) (checks|patrols|watches)(?=\s*(?:$|[.,!?;]))"
        r"|\b(nobody|no one|no-one|noone)('ll| will| would)? (checks?|check|checking) (on|in on) me\b"
        r"|\b(wife|husband|partner|ex)('s| is)? (taking|takes|took|has taken) the (kids|children|boys|girls|baby) (to|away)\b"
        r"|\b(nobody|no one|no-one|noone)( (is|'s))? (around|about)(?=\s*(?:$|[.,!?;]| (after|at|past|by)\b))"
        r"|\bno (cameras?|cctv|security|guards?|patrols?)\b[\w' ]{0,12}?\b(at night|after dark|after midnight|overnight"
        r"|after (\d{1,2}|ten|eleven|twelve))\b"  # a watch absent at a time: a when
        r"|\b(nobody|no one|no-one|noone)( ever)? (goes|comes|walks) (up|down|out) there\b"
        r"|\b(nobody|no one|no-one|noone)( ever)? (patrols|checks|watches|guards) (it|there|the \w+)\b"
        r"|\b(nobody|no one|no-one|noone) (would|will|could|can|'d|'ll) see( me)?(?=\s*(?:$|[.,!?;]))"
    ),
    # Stop 44 (engen): indirect tellings of a plan, each read with its own context (``rules``)
    "sufficed": EN_ENOUGH_JUDGED,
    "sealed_in": EN_SEALED,  # stop 46 (enlook): read beside a fuel lit (``rules._sealed_in``)
    "way_in": EN_WATCHED,
    "unwatched": EN_UNWATCHED,
    "set_out": EN_SET_OUT,
    "drop_sensed": EN_DROP_SENSED,
    # an amount reckoned ("worked out how many i need"): a method studied, a means
    "researched": (
        # stop 48 (enimplied): how many would be too many, asked or looked up, nothing named after
        r"\b(asked|ask|asking|looked up|googled|checked|searched) (\w+ ){0,2}how many( of (these|them|those))?"
        r" (would be|is|are|'d be|would count as) too many(?=\s*(?:$|[.,!?;…]))|"
        # stop 48 (enimplied): how long or how many it takes looked up, nothing named after it but
        # a body like one's own ("looked up how long it takes.", "googled how many it would take for
        # someone my weight"; not "how long it takes to boil an egg")
        r"\b(looked up|look up|looking up|googled|googling|searched|checked|read up on|researched|worked out"
        r"|figured out) how (long|many|much)( of them| of those)? it (takes|would take|'d take|will take)"
        r"( for me)?(?=\s*(?:$|[.,!?;…]))|"
        # stop 46 (enlook): what to take known, ending its clause ("i know what to take now")
        r"\bi (know|know exactly|now know) (what|which ones?|how much|how many) to take( now| this time)?"
        r"(?=\s*(?:$|[.,!?;…]))(?![^.!?\n]{0,60}\b(doctor|gp|pharmacist|chemist|nurse|prescri\w+|label|leaflet"
        r"|dosage|instructions|hangover|headache|cold|flu|period)\b)|"
        r"\b(worked out|figured out|calculated|looked up|googled|researched|read up on) (exactly )?how (many|much)"
        r"( (pills|tablets|of them|of these|of those|it is))? (i need|i'd need|it takes|to take|would (do it|be enough"
        r"|kill( me)?))\b"
    ),
    # Stop 42: intent to repeat told as defeating rescue (forestalled) — those who would find, reach or save
    # the speaker told to have no chance, not to be in time, or none of them this time ("they
    # won't get the chance this time", "nobody's finding me in time", "no hospital this time",
    # "made sure no one can stop it"): an intent kept from those who would stop it (intent and
    # concealment). Not a game, a party or a birth told beside it, not someone else kept away
    # from a message ("he won't get the chance to text me").
    "rescue_forestalled": (
        r"(\b(they|you|anyone|anybody|the (ambulance|paramedics|doctors|hospital|nurses|police|cops)"
        r"|my (family|parents|mum|mom|dad))('ll| will)? (won'?t|will not|aren'?t (going to|gonna)|are not (going to"
        r"|gonna)|not gonna|never|don't|do not) get (the|a|any) chance\b(?=\s{0,2}(?:$|[.,!?;])| this time\b| to (save"
        r"|stop|find|help|revive|reach|pump|bring back|get to) (me|it)\b)"
        r"|\b(nobody|no one|no-one|noone|they|anyone)('s| is| will|'ll| can| could| would| won'?t| can'?t| cannot"
        r"| will not| aren'?t| are not|'re not)?( be)?( going to| gonna| able to)? (find|finding|get to|getting to"
        r"|reach|reaching|save|saving|revive|reviving) me\b( \w+)?( in time| this time| first| before it's too late)\b"
        r"|\bmade sure (that )?(nobody|no one|no-one|noone|they|no body)( \w+)? (can|will|could|would|won'?t|can'?t"
        r"|cant|wont|is going to|isn'?t going to) (stop|find|save|interrupt|reach|get to) (me|it)\b"
        r"|\b(this time )?(there's |theres |there is |there will be |there'll be )?no (hospital|ambulance|icu|a&e"
        r"|paramedics|stomach pump(ing)?|rescue|rescuing|saving me|one to (find|save|stop) me|second chance"
        r"|coming back|waking up( in (the )?(icu|hospital|a&e|a hospital bed))?) this time\b"
        r"|\bno waking up in (the |a )?(icu|hospital|a&e|hospital bed)\b"
        # those who would come told too late or not in time ("they'll be too late this time",
        # "paramedics won't make it in time"); no one left to save me; rescuers given no chance
        r"|\b(they|they'll|theyll|they will|help|the ambulance|ambulance|paramedics|the paramedics|anyone|nobody|no one)"
        r"( \w+)? (be too late|(won't|wont|will not|can't|cant|couldn't|never) (make it|get (there|here|to me)|arrive"
        r"|reach me|find me)( \w+)? in time)\b"
        r"|\b(won't|wont|will not) be (anyone|anybody|no one|nobody) (to|who can|who could|who'll) (save|find|stop|reach"
        r"|revive) me\b"
        r"|\b(nobody|no one|no-one|noone|they)('s| is| will|'ll)?( going to| gonna)? (find|reach|get to|save) me"
        r" before (it's|its|it is) (over|too late|done)\b"
        r"|\bno (hospital|ambulance|icu|a&e|paramedics|rescue)\b[\w&, ]{0,30}\bnot this time\b"
        # stop 49 (enrisk): found only when those away come back ("they'll find me when they get back
        # from holiday", "mum will find me when she's home from work")
        r"|\b(they|she|he|mum|mom|dad|my \w+|someone|somebody|the \w+)('ll| will| are going to|'re going to| is going to"
        r"|'s going to| gonna)? find me (when|once|after|as soon as) (they|she|he|mum|mom|dad|my \w+|everyone)( get| gets"
        r"| come| comes|'re| are|'s| is)? (back|home)\b"
        # stop 49 (enwide): no one able to come in time, in other words ("no one will get here in
        # time", "nobody can reach me in time"), and none to walk in on or stop one "this time"
        r"|\b(nobody|no one|no-one|noone|no1|no body)( will|'ll| can| could| would|'d| is going to| gonna)?"
        r" (get|make it|be|come|reach me|find me|stop me|save me)( here| there| to me| back)? in time\b(?! (for|to)\b)"
        r"|\b(nobody|no one|no-one|noone|no1|no body)( will|'ll| can| could| is going to| gonna)? (walk in on|barge in on"
        r"|find|stop|save|catch) me (this time|in time|before (it's|its|it is) (over|too late|done))\b"
        r"|\b(plenty of|enough|lots of|hours of|loads of) time (before|till|until) (anyone|anybody|someone|they|he|she"
        r"|mum|mom|dad|my \w+) (finds? me|gets? (back|home|here)|comes? (back|home)|notices|checks on me|wakes up)"
        r"(?=\s*(?:$|[.,!?;]))"
        # stop 49 (enwide): found only after it is over when others come back, told by "when"
        # ("when my roommate gets back it'll be over")
        r"|\b(when|once|whenever|by the time|before) (\w+ ){0,2}?\w+('s|'re| is| are| gets?| get| comes?| come| wakes?"
        r"| wake) (back|home|here"
        r"|up)\b[\w' ,]{0,12}\b(it'll|it will|itll|it'd|i'll|i will|ill|i'd)( all)? (be (all )?(over|done|too late|gone"
        r"|finished)|have (done it|gone))\b(?![^\n]{0,40}\b(dinner|food|oven|cooked|laundry|washing|cake|surprise|party"
        r"|painting|decorat\w+|move|project|build|renovat\w+|flight|trip|holiday|shift|exam)\b)"
        # stop 49 (enrisk): no one there to find, stop or save me, or to call for help ("no one to
        # find me till sunday", "made sure no one will be home to call an ambulance")
        r"|\b(nobody|no one|no-one|noone|no1)( will| 'll|'ll| is| 's|'s| would| is going to| gonna)?( be)?"
        r"( (home|here|there|around|in|about|awake|up))? to (find|stop|save|check on|walk in on|catch) (me|it)\b"
        r"(?! [a-z]+ing (the|a|an|my|all|some|whatever|more|too|so)\b| from\b)"
        r"|\b(nobody|no one|no-one|noone|no1)( will| 'll|'ll| is| 's|'s| would| is going to| gonna)?( be)?"
        r" (home|here|there|around|in|about|awake|up) to (call|ring|phone|dial) (an ambulance|the ambulance|911|999"
        r"|112|000|for help|anyone|the police|the cops)\b"
        # stop 44 (engen): found, noticed or known only when it is over ("nobody will find me till
        # morning", "by the time anyone notices it'll be over")
        r"|\b(nobody|no one|no-one|noone|they|anyone|anybody|people)( will|'ll| would|'d| won'?t| wouldn'?t"
        r"| is going to| isn'?t going to| are going to| aren'?t going to|'s going to|'s gonna| is gonna| gonna"
        r"| are gonna|'re gonna)?( even| ever)? (find|notice|know|realise"
        r"|realize|miss|check on|check in on|check|look for|see) (me|i'm gone|i am gone|anything|a thing)?( \w{1,20})? ?(till|until|til"
        r"|before) (the )?(morning|tomorrow|it's too late|it is too late|too late|it's over|its over|it's done"
        r"|the next day|days later|sunrise|dawn|daylight|first light|it's light|monday|tuesday|wednesday|thursday"
        r"|friday|saturday|sunday|the weekend is over|they wake up|everyone wakes up)\b"
        r"(?! (that|what|how|i|i've|i'd|my|we)\b)"  # not a thing noticed told after it
        r"|\bby the time (anyone|anybody|someone|they|people|my \w{1,20}|mum|mom|dad|you|u|you guys|u guys|you all"
        r"|y'all|yall|everyone|everybody)( \w{1,20})? (notices?|finds? (me|out)"
        r"|realises?|realizes?|gets? (here|there|home|back)|checks?|wakes? up|comes? (home|back|looking))\b"
        r"(?! (the|a|an|your|his|her|their|that|what|how|this|its)\b)"  # stop 49 (enwide): a thing noticed
        r"[\w' ,]{0,20}\b(it'll|it will|it's|its|i'll|i will|i'd|it'd|it would) be (over|done|too late|gone"
        r"|finished)\b"
        r"|\b(revived|saved|resuscitated|found|pulled) me\b[^\n]{0,40}\bnot (giving|letting) (them|anyone|anybody) (that"
        r"|the|a|another) chance\b)"
        r"(?![^.!?\n]{0,60}\b(hide and seek|hide-and-seek|games?|boss|level|escape room|paintball|laser tag"
        r"|surprise|party|prank|birth|midwife|baby|labou?r|deliver\w*|appointment|surgery|check-?ups?|gp|clinic"
        r"|dentist)\b)"
    ),
    # Stop 42: a rescue told as regretted, too soon ("the ambulance got there too fast", "they
    # found me too early"): an attempt, and the wish that it had not been stopped.
    "rescue_regretted": (
        r"\b(they|she|he|someone|mum|mom|dad|my \w+|the (ambulance|paramedics|police|cops|doctors))( \w+)?"
        r" (found me|got (there|to me|here)|came|arrived|showed up|saved me|pumped my stomach|revived me)"
        r" (way |much |far )?too (fast|soon|early|quickly|quick)\b"
        r"(?![^.!?\n]{0,60}\b(hide and seek|hide-and-seek|games?|surprise|party|prank|escape rooms?|laser ?tag"
        r"|paintball|airsoft|sardines|manhunt)\b)"
    ),
    # Stop 42: an act told done or told by its depth, with no act named ("i did it", "it's done",
    # "didn't mean to go this deep"): only beside bleeding in the window is it an act under way
    # (``rules.decide``); alone it is nothing.
    "act_told": (
        r"(?<!\bif )(?<!\bwhen )\b(i |i've |ive |i have |i finally |i just )?(just |finally |actually |already )?"
        r"(did it|done it)\b(?! (for|to|in|on|at|with (my|the|a) (team|class|friends|mates))\b)(?!\s?!)"
        r"|(?:^|(?<=[.,!?;] ))(it's|its|it is) (done|over)( now)?(?=\s{0,2}(?:$|[.,!?;]))"
        # stop 47: bleeding the speaker will not bother stopping ("i'm not going to bother stopping it")
        r"|\b(i'm|i am|im) not (going to |gonna )?(bother(ing)? )?(to )?stop(ping)? (it|them)\b"
        r"|\b(go|went|gone|cut|going|pushed|pressed) ((way |much |far )?(this|that|too|so) deep|deeper than i (meant"
        r"|wanted|planned|thought|intended))\b(?! (on|in|into|at|with|during|for) (the|a|an|this|that|our|their)\b)"
        # the bath or its water turned red with no cause told: the result of an act in it
        r"|\b(the |my )?(bath|bathwater|bath water|tub)( is|'s| has| was)?( gone| turned| going| all)?( now)? (red|pink"
        r"|crimson)\b(?! (now )?(from|because|cause|cuz|with) )"
    ),
    "when": (
        r"\b(she|he|they|mom|dad|my \w+) (works?|is working|'s working) (nights|late|overnight|the night shift|a double)\b|"
        r"\b(when|after|once|as soon as) my (shift|class|classes|exam|exams|work|practice|lecture|meeting|appointment) (ends|is over|finishes|is done)\b|"
        r"\b(until|till) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\b|\bfrom (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
        r"|\b(she's|he's|they're|mom's|dad's|everyone's|parents are|mom is|dad is|she is|he is|they are) (away|out|gone)\b"
        r"|\b(parents|mum|mom|dad|family|they|everyone|roommates?|flatmates?|housemates?)('re|'s| are| is)? (at|away at|going to|off to) (my|a|an|the|his|her|their|our) [\w'-]+( [\w'-]+)? (wedding|party|funeral|conference|match|game|concert|reunion)\b"
        r"|\b(she's|he's|they're|mom's|dad's|everyone's|parents are|mom is|dad is|she is|he is|they are) (at|on|in) (a|an|the|his|her|their) [\w-]+( [\w-]+)? (all|this|for the|the whole) (weekend|week|night|day)\b"
        r"|\b(when|once|as soon as|before) the (next )?(express|train|freight|fast train|subway|metro|truck|bus)( train)? (comes?|pass(es)?|goes|rolls?|speeds?) (through|by|past)?\b"
        r"|\b(parents|mom|mum|dad|family|roommates?|flatmates?|wife|husband|everyone|they)('re| are)? (leave|leaves|leaving|fly out|flies out|head out|heads out) (for|on) (their|a|the|his|her|our) (\w+ )?(trip|vacation|holiday|cruise|honeymoon)\b"
        r"|\b(nobody|no one)('s| is) (home|here|around)\b|\bwhen (they|everyone|she|he|my \w+)('re| are| is|'s)? (asleep|out|gone|at work|in bed|away)"
        # stop 43 (turns): the night someone leaves ("then, the night she flies out")
        r"|\bthe (night|day|morning|evening|weekend) (she|he|they|everyone|mum|mom|dad|my \w+) (flies|fly|leaves|leave|goes|go|heads|head)( out| off| away)?\b"
        r"|\bafter (my|his|her|our|the) [\w']+( [\w']+)? (wedding|birthday|party|graduation|exams?|finals|trip|shift)\b"
        r"|\bonce (they|everyone)\b|\bwait(ing)? for the (right|perfect) (moment|time|day|night)\b|\bwait(ing)? (until|till|til|for) (my |the |her |his |our )?[\w']+ (leaves?|goes|gets? (home|back)|falls? asleep|(is|are) (gone|asleep|out|away|empty)|to (leave|go out|fall asleep))\b|\bwhen (they|everyone|she|he|my \w+) (leave|leaves|go|goes|fall asleep|falls asleep)\b|\bwaiting for (the house|them|everyone)\b"
        r"|\bwait(ing)? (until|till|til) (everyone|everybody|they|the house|the whole house|my \w+|mom|mum|dad)('s|'re| is| are) (asleep|gone|out|away|in bed|quiet)\b"
        r"|\b(when|once|after|as soon as) (they|everyone|everybody|she|he|my \w+|mom|dad|the house)('re| are| is|'s)? "
        r"(leave|leaves|left|go|goes|gone|fall asleep|falls asleep|asleep|quiet|dark|silent|out|at work|in bed|away|empty|go to bed|goes to bed"
        r"|at (the|a|their|his|her) \w+|on (vacation|holiday|a trip))\b"
        # stop 30: those at home flying out or leaving town
        r"|\b(my )?(parents|mom|mum|dad|family|roommates?|flatmates?|wife|husband|everyone|they)('re| are)? (fly|flies|flying|leave|leaves|leaving|head|heads|heading) (out|away|abroad|overseas|out of (town|the country))\b"
    ),
    "event": (
        r"\b(his|her|their|mum's|mom's|dad's|my \w+'s) birthday\b|"
        r"\bexams?\b|\bmeeting\b|\binterview\b|\bparty\b|\bflights?\b|\bclass\b|\bmovie\b|\btest\b|\bwedding\b(?! (ring|band))"
        r"|\btrip\b|\bappointment\b|\bconcert\b|\bmovers?\b|\bpresentation\b|\bdeadline\b|\bmarathon\b|(?<!picked the )(?<!chosen the )(?<!chose the )(?<!set the )(?<!set a )(?<!picked a )\bdate\b(?! (picked|chosen|set|planned))"
        r"|\bdentist\b|\bhaircut\b|\bdriving test\b|\bgym\b|\brecital\b|\bmatch\b|\brace\b|\bask(ing)? (her|him|them) out\b"
        r"|\bsign(ing)? up\b|\bmov(e|ing) (back|out|in|home|to|abroad|house)\b"
        r"|\bpropos(e|ing|al)\b|\bengagement\b|\bprom\b|\bgig\b|\bpremiere\b|\bopening night\b|\bdebut\b|\bgame night\b|\bfirst date\b"
        # stop 33: a decision's ordinary object: coming out, telling someone, quitting, a breakup
        r"|\bcom(e|ing) out\b(?! (of|from|the)\b)|\btell(ing)? (my (parents|mom|mum|dad|family|boss|manager|wife|husband|partner|girlfriend|boyfriend|friends)|him|her|them|everyone)\b(?! (goodbye|bye|i love|i'm sorry|sorry|thank|how much))"
        r"|\bquitting( my job| school| the team| uni| college)?(?= ?(?:$|[.,!?;]))|\bquit(ting)? (my job|school|the team|uni|college)\b|\bbreak(ing)? up with\b"
        # stop 43: a settled plan's ordinary object: marrying, a tattoo, a habit or a thing quit,
        # telling the family, a notice handed in, a booking
        r"|\bmarry\b|\btattoo\w*|\bpiercings?\b|\bquit(ting)? (?!(life|living|everything|it all|this|trying"
        r"|breathing|on (myself|me|life))\b)(the |my |a )?\w+|\btell(ing)? (the|my|our) (kids|children|family"
        r"|team|class|boss)\b|\b(hand(ing)? in|give|giving|gave) (my|in my|two weeks'?) notice\b"
        r"|\b(booked|booking|hotel|tickets?|holiday|vacation|surprise|housewarming|reunion|celebration"
        r"|barbecue|bbq|picnic|sleepover|christening|graduation|festival)\b"
        # stop 49 (lead): a piece of work or an errand handed in, sent or filed at the time decided
        # ("i've decided, submitting it tonight", "made up my mind, sending the email tomorrow")
        r"|\b(submit(ting|ted)?|upload(ing|ed)?|apply(ing)?|applied|(?<!scheduled )(?<!timed )e-?mail(ing|ed)|invoic(e|ing)|filing (my|the) (taxes|claim|report))\b" + _NO_FAREWELL_SENT +
        r"|\b(send|sending) (the|my|an?|that|this) (e-?mail|report|essay|application|cv|resume|invoice|draft|pitch|proposal|text|message|offer)\b" + _NO_FAREWELL_SENT +
        r"|\b(essay|assignment|homework|cv|resume|pitch|proposal|application|paperwork|taxes)\b"
    ),
    "act": (
        r"\bdo it\b|\bdoing it\b|\btak(e|ing) them\b|\bjump\b|\bend it\b|\bgo through with\b"
        r"|\bget out of the car\b|\bit ends\b|\brunning the bath\b|\bgoing to do\b"
        r"|\b(use|turn) (all of |all )?(it|them|this|that)( all)? on (myself|me)\b"
    ),
    "intent": (
        # stop 46 (enlook): a nerve lost before, resolved not to lose again ("i won't bottle it
        # again"); with an aborted try told (``EN_ABORTED``) a repeat resolved to
        r"\b(won'?t|will not|not gonna|not going to|never gonna|ain'?t gonna) (bottle it|chicken out|back out|bail"
        r"|lose my nerve|lose the nerve|wimp out|pussy out|bottle out)( again| this time)(?=\s*(?:$|[.,!?;…]))|"
        # stop 36: the way known ("i know how i'd do it"), not how to do a thing
        r"\bi (know|'ve figured out|have figured out|figured out|worked out|'ve worked out) (exactly )?how (i'd|i would"
        r"|i'll|i will|i'm going to|i'm gonna) do it(?=\s*(?:$|[.,!?;]))|"
        # stop 36: a wish's end made sure of ("i don't want to wake up tomorrow and i've made sure
        # i won't")
        r"\b(i've|i have|i) made sure (i won't|i wont|i don't|i never|it works|it'll work|this time)\b|"
        # stop 33: no one finding the speaker where they are going
        r"\b(no one|nobody|noone) (will|is going to|gonna|would|can) (ever )?find me (where|when) (i'm|i am) (going|gone)\b(?![\w' ,]{0,40}\b(signal|wifi|reception|lol|haha|vacation|cabin|holiday|trip|off[- ]grid|camping|hiking)\b)|"
        # stop 32: a dose known for one's own weight, a drug taken to overdose, one's way out, an
        # accident staged
        r"\bi know (the|a|my) (lethal |fatal |exact )?(dose|amount) (for|at) my (weight|size|body ?weight)\b"
        r"|(?<!afraid )(?<!scared )(?<!how )(?<!way )\b(to|so i can|so that i can) (overdose|od)"
        r"(?= ?(?:$|[.,!?;])| on (it|them|purpose)| (tonight|today|tomorrow|soon|later|when|with))"
        r"|\b(is|'s|as|be|becomes?) my (only |last |one )?(way out|exit|ticket out)\b(?! (of|from)\b)"
        r"|\bthe only (way out|exit|escape)\b(?! (of|from)\b)(?![\w' ]{0,12}\b(through|forward|to (quit|leave"
        r"|talk|work|study|move|ask|get|pay))\b)"
        r"|\b(need|needed|want|keep|keeping|have|got|as) (a|my|an) (way out|exit|escape route)(?= ?(?:$|[.,!?;]))"
        r"|\b(make|making|made) it look (like an )?accident(al)?\b|\bit('ll| will) look (like an )?accident(al)?\b"
        r"|\b(everyone|they|people|nobody|no one)('ll| will| would)? (think|believe|assume|know) it (was|is|wasn't"
        r"|was not) an accident\b|"
        # round ten: a repeat made surer by quantity ("enough that nobody can bring me back")
        r"\b(enough|so (many|much))( that)? (they|nobody|no one|the doctors|the hospital|anyone)( will| would)? (can't|cannot|won't|couldn't|will not|can not|wouldn't)( be able to)?( (save|revive|bring (me )?back|pump|fix|stop))?\b"
        r"|\b(nobody|no one|they) (can|could|will|would) (ever )?(bring me back|save me|revive me)\b(?! (if|when|unless)\b)|"
        r"\bthis time,? (i'?ve |i have |i )?(already |actually |properly )?(worked out|checked|measured|looked up|researched|calculated|figured out|done (my|the) (research|homework|maths|math)|read up on|timed|counted)\b"
        r"|\b(not|never|won'?t be) (coming|walking|driving|swimming) back (from|off) (the )?(bridge|cliffs?|lake|river|sea|ocean|roof|tracks|woods|quarry)\b"
        r"|\bthis time,? (i'?m |i'?ll |i will |i'?m going |it'?s |it will be |i'?m going to go )?(going )?(vertical|lengthwise|(along|down) the vein|deeper)\b"
        r"|\b(except|but) (i'm|i am) (actually|really|for real) (doing|going to do|gonna do) it\b|\bthis time i (have|'ve got|got) a plan\b"
        r"|\b(won't|will not|not going to|not gonna) make (her|his|their|the same) mistakes?\b"
        r"|\bthis time (i'm|i am) (using|going|taking|doing)\b|\b(the )?(pills|rope|bridge|blade|razor|gun|knife|roof) (are|is) next\b"
        # stop 48 (overread): a repeat made surer by amount ("this time i've got twice as many")
        r"|\bthis time,? (i'?ve |i have |i )?(got |have |bought |saved (up )?|stocked up )?(twice|double|three times|triple"
        r"|four times) (as many|as much|the (amount|dose|number))\b"
        r"|\b(won't|will not|don't plan on|do not plan on|not planning on|i don't plan on) (be )?need(ing)? (a|the) (return|ride back|way back)\b"
        r"|" + EN_SETTLED
        + r"|\bi (have|'ve got|got) a plan(?= ?(?:$|[.!…]))|\b(i've |i have )?(already )?(got )?it all planned( out)?(?= ?(?:$|[.!…]))"
        r"|\b(now )?i know what (i did|went) wrong\b|\b(have|got|and) (a|the) (date|day|time|place|spot|location) (picked|chosen|set|planned)( out)?\b"
        r"|\b(read|reading|looked up|looking up|researching|watching videos about|watched videos about) (about )?(the )?(mask|exit bag|hood|tubing|regulator)( part)?\b"
        r"|\b(make|making) (it|it all|everything|the pain|this) (all )?stop (for good|forever|permanently)\b|\bend (it|everything|things) for good\b"
        r"|\bthis time i know (what went wrong|what i did wrong|what to do|how to do it|better)\b"
        # stop 35 (probe 37): a repeat made sure by knowing the amount or depth now
        r"|\b(now|this time),? i('ve)? " + EN_KNOW_HOW
        + r"|\b(gonna|going to|i'll|i will|i'm going to|about to) (step|jump|walk) (off|out)( in front)?\b(?! (work|the bus|the plane|the train at|early|of (the|my) (car|bus)))"
        r"|" + EN_INTENDS + r"(" + EN_TRAFFIC + r")|" + EN_RUN_INTO
        + r"|\bmade up my mind\b|\b(i'm|i am) (going to|gonna) (do it|try again|end)\b|\bplan(ning)? to (try|do it)"
        r"|\b(waiting|wait|need|needs|needed) (for )?(the )?(courage|nerve|guts)( now| tonight| to go| yet)?(?=\s*(?:$|[.,!?;]))|\b(courage|nerve|guts) to (do it|go through with it|end it)\b"
        r"|\bnot going to mess it up\b|\blied (again )?(to|on) (my |the )?(therapist|counsell?or|counselor|psychiatrist|psych|doctor|gp|nurse|questionnaire|crisis team|assessment|screening|care team)\b(?=[\w' ,.]{0,30}\b(no plans?|(said|say|saying) i('m| am| was) (fine|ok|okay|safe|better)|keep myself safe|discharge))"
        r"|\b(thinks?|believes?) (i'm|i am) (doing )?(better|fine|okay|ok|safe)\b[\w' ,]{0,20}\b(because|cos|cause) i (lied|faked|pretended)\b|\b(got|getting) better at hiding it\b|\bhid(e|ing)? it better\b"
        r"|\bpretend(ed|ing)? to take (my|the) (meds|medication|pills|tablets)\b|\bso (that )?(they'd|they would|she'd|he'd) (discharge|release|let) me\b|\bso (that )?(she'd|he'd|they'd) stop asking\b"
        r"|\bso (that )?(nobody|no one) (suspects|will suspect|notices|will notice|finds out|will find out|gets suspicious)( anything)?\b"
        r"|\btold (everyone|everybody|them|people|my \w+) (i'm|i was|i am) (sick|ill|away|busy|out of town)\b[\w' ]{0,10}\bso (that )?(nobody|no one) (comes|will come|visits|checks)\b"
        r"|\b(this time|next time) [\w' ]{0,20}\b(phone|location|tracking)\b[\w' ]{0,10}\b(off|stays off|switched off|turned off)\b|\bno (hospital|ambulance|ward|rescue|mistakes?) this time\b"
        r"|\bsomewhere (nobody|no one) (can|will|could|would) (reach|find|stop) me\b|\b(higher|taller|bigger|stronger|deeper) (building|bridge|floor|one|rope|dose|drop) (next|this) time\b"
        r"|\bsame (tree|bridge|rope|cliff|building|ledge|tracks|way as (last time|before))\b(?![\w' ]{0,12}\?)|\bnot fail(ing)? (twice|again)\b|\bi know (exactly )?how (much|many) (i need|it takes|to take)\b(?! (for|to)\b)"
        r"|\b(i'm|i am) not (swimming|wading|walking|climbing|turning) back\b|\bmy plan is to\b|\bmake sure (nobody|no one)\b|\b(this|next) time i('ll| will| won't)\b"
        r"|\b(already )?(decided|figured out|worked out|planned|chosen|picked) how(?=\s*(?:$|[.,!?;]))"
        # stop 34: a plan rehearsed, what one will do known
        r"|\b(rehearsed|rehearsing|practiced|practicing|practised|practising|gone over|went over|going over|played|playing) it (all )?(out )?(in my head|over and over|so many times|a hundred times|step by step|every night)\b"
        r"|\bi know (exactly )?what i'm (going to|gonna) do(?=\s*(?:$|[.,!?;]| now| tonight| and when))"
        r"|\bdo it again\b|\b(picked|chosen|set) (the|a) (day|date)\b|\bi('ve| have)? (already )?(picked|chosen|found|scouted|know) (out )?(the|a|my) (spot|place|location)\b(?![\w' ,]{0,30}\bfor (my|our|the|a|some|his|her)\b)|\b(more|enough) this time\b|\b(properly|right) this time\b|\bnot this time\b|\bi('ll| will) do it\b(?![\w' ,]{0,12}\bi('ll| will| am going to|'m going to) (talk|speak|call|ring|text|tell|ask|apologi[sz]e|meet|see|forgive|visit|write to|email|try|study|apply|finish|clean|fix|pay|book))|\btonight's the night\b"
        + EN_NIGHT_FOR_A_TREAT
        + r"|\bthis time (they|nobody|no one) (won't|will not)\b|\b(won't|will not) survive (the next|this)"
        r"|\b(third|second|next) time,? i('ll| will)\b|\bi'll take more\b"
        r"|\bit ends\b|\b(i'm|i am) doing it\b(?! (all )?(wrong|right|properly|badly|well|the (wrong|right) way|together|for (the|my|a|an"
        r"|him|her|them|fun|free|charity|money)|with (my|the|a|friends))\b)|\bgoing to do it\b|\b(today|tomorrow|tonight) is the (day|night)\b(?! (we|we're|we'll|us|they|they're|he|she|you|everyone|our|my (family|friends|mates|team|parents))\b)" + EN_NIGHT_FOR_A_TREAT + r"|\bdecided to go(?=\s*(?:$|[.,!?;]))|\bdecided to (do it|end|die|go through|kill|jump|take (them|it|my|all|everything)|stop (living|trying|fighting))\b|\btry again\b"
        r"|\b(plan|planning|planned) (the|my) next (one|attempt|time|try)\b|\b(cut|go|press|slice) deeper\b|\btake more (this|next) time\b"
        r"|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|this weekend|next week)('s| is) the (day|night|date)\b(?! (we|we're|we'll|us|they|they're|he|she|you|everyone|our|my (family|friends|mates|team|parents))\b)" + EN_NIGHT_FOR_A_TREAT + r""
        r"|\bmade (my|the|a) (decision|choice)\b|\b(at peace|ok|okay) with (it|my decision|this decision|dying)\b(?! to (?!(die|end|go through|do it|kill)\b)\w+)"
        r"|\b(i've|i have) decided(?=\s*(?:$|[.,!?;]))|\bhave everything (i need|ready|set up|prepared)\b"
        # stop 34: everything ready with the means unnamed ("i've got everything ready", "it's all
        # set up", "got what i need"), not for an occasion or a thing to do ("for the party", "to
        # start over"); a time or a wish beside it decides
        r"|\b(got|gathered|collected|sorted|have|has) (everything|what|it all) (i need|i needed|ready|set up|sorted|prepared)\b" + EN_READY_FOR
        + r"|\beverything i need('s| is) (here|ready|packed|in (the|my) \w+)\b" + EN_READY_FOR
        + r"|\b(everything('s| is)( all)? (ready|set up|prepared|in place)\b(?!\s*(now)?\s*(?:$|[.,!?;]))"
        r"|it('s| is|s) all (ready|set up|prepared|in place|sorted)\b)"  # a bare "everything's ready." is an affair
        + EN_READY_FOR + r"(?! (now )?(to go|for (you|him|her|them|us|me))\b)"
        r"|\b(not|won't be|i'm not) (calling|telling) anyone\b|\b(won't|not going to|don't think i'll) make it (through|past) (tonight|the night)\b"
        r"|\b(nobody|no one) knows (i'm here|where i am|i'm (out )?here)\b"
        r"|\bwhen i do it\b|\bdecided how (i'm|i am|i'll|to) (going to |gonna )?(do it|end it|go)\b|\bplanning (this|it) for (weeks|months|days|a while|a long time)\b"
        r"|\b(go|going|jump|climb|take|cut|try) (higher|deeper|further|more|harder) (this|next) time\b|\bi'm going (higher|deeper)\b"
        r"|\b(it's|now's|now is) (the )?time(?=\s*(?:$|[.!?]))|\bthis is how i (go|end it|leave|do it)(?=\s*(?:$|[.,!?;]))"
        r"|\b(going to|gonna|will|i'll) make (it|that) happen\b|\bfinish (it|the job|what i started)\b"
        r"|\b(take|taking|swallow\w*|down|downing) (everything|them all|it all|all of (them|it)|the (whole|entire) (bottle|box|pack|packet|stash|lot)|every (pill|last one))\b"
        r"|" + EN_WHOLE_SUPPLY_TAKEN +
        # a repeat made surer (twice as many, a stronger one, no mistake this time)
        r"|\benough to (do it|not wake up|never wake up|end it|be sure|finish (it|the job)|(go and |go )?(join|be with) (her|him|them)(?=\s*(?:$|[.,!?;])| (again|in heaven|up there|on the other side|soon)\b))"
        r"|(?:^|(?<=[.!?] ))(that|it|this)('s| is| should be| will be|'ll be| would be| must be| has to be)"
        r" (more than |definitely |surely |probably |plenty )?enough( now)?(?=\s*(?:$|[.!?]))"
        r"|\bneed (twice|double|three times) (as many|as much|the (dose|amount))\b"
        r"|\b(found|got|bought|picked) (a |an )?(stronger|thicker|sturdier|higher|taller) (one|rope|branch|belt|cord|bridge|building)\b"
        r"|\b(won't|will not|not going to|not gonna|not|never) (be )?(mak(e|ing) (that|the same) mistake|mess(ing)? (it|this) up|screw(ing)? (it|this) up|fail(ing)?)( again| this time| twice)\b|\bi know better (now|this time)\b|\bgo(ing|nna)? through with it\b"
        # stop 30: a higher place this time (after a jump survived)
        r"|\b(somewhere|someplace|some place) (higher|taller)\b|\b(higher|taller) (place|spot|building|bridge|floor|roof)\b(?=[\w' ]{0,12}\bthis time\b)"
        # stop 30: refused in order to fade away
        r"|(" + EN_REFUSAL + r")[\w' ,.]{0,40}\b" + EN_FADE
    ),
    # stop 36: the answer a crisis line listens for, said unprompted: not safe now, no trust in
    # oneself tonight, not making it through the night (an intent and a time at once)
    "unsafe": (
        r"(?:(?<=\bi'm )|(?<=\bim )|(?<=\bi am ))not safe( right now| rn| tonight| anymore| at all)?(?=\s*(?:$|[.,!?;]))"
        r"|\bi (really |honestly )?(don't|do not) feel safe (with|around) myself( right now| tonight| anymore)?(?=\s*(?:$|[.,!?;]))"
        r"|\b(i'm not sure|im not sure|i don't know if|i doubt|not sure) i'?ll (get through|make it through|survive|make it"
        r" to|last)( the night| tonight| till morning| until morning| to morning)(?=\s*(?:$|[.,!?;]))"
        r"|\bi (don't think|doubt) i'?ll (still )?be (alive|here|around) (tomorrow|by (the )?morning|in the morning)"
        r"(?=\s*(?:$|[.,!?;]))"
        r"|\bi (can't|cannot|can not|don't think i can) (keep|stay) (myself )?safe( right now| tonight| anymore|"
        r" (till|until|through) (the )?(morning|tomorrow|night))?"
        r"(?=\s*(?:$|[.,!?;]))|\bi (can't|cannot) promise (i'll|i will|i'd) (be|stay|keep myself) safe\b"
        r"|\bi (don't|do not|can't) trust myself( alone)? (tonight|right now|rn|anymore|at the moment)(?=\s*(?:$|[.,!?;]))"
        r"|\b(scared|afraid|terrified|frightened) (of )?what i('ll| will| might|'m going to|'m gonna) do( to myself)?"
        r"( tonight| right now)?(?=\s*(?:$|[.,!?;]))"
        r"|\b(i won't|i will not|i wont|i'm not going to|im not going to|i am not going to|i'm not gonna|i don't think"
        r" i'll|i don't think i will|i doubt i'll) (make it|survive|last)( through| till| until| to)? (the night"
        r"|tonight|morning|the morning|tomorrow)(?=\s*(?:$|[.,!?;]))"
    ),
    # stop 36: an act that only points back at a wish told before or beside it ("i did it. i'm
    # sorry", "don't try to stop me", "i took something"): an intent once the window holds the
    # speaker's own wish to die (``rules._pointing_back``), nothing otherwise
    "pointing_act": (
        r"(?:^|(?<=[.,!?;] ))(i )?(already |just |finally )?(did it|done it|went through with it)(?=\s*(?:$|[.,!?;]))"
        r"|\bi('ve| have) (already |just |finally )?(done it|gone through with it)(?=\s*(?:$|[.,!?;]))"
        r"|(?:^|(?<=[.,!?;] ))it'?s (done|happening)( now)?(?=\s*(?:$|[.!?;]))"
        r"|\b(i'm|i am|im) (about to|going to|gonna|doing) (do )?it( now| right now| tonight)?(?=\s*(?:$|[.,!?;]))"
        r"|\b(don't|do not|dont) (try to |bother trying to )?(stop|save|find) me(?=\s*(?:$|[.!?;]))"
        r"|\b(please )?(don't|do not|dont) call (anyone|anybody|911|999|112|an ambulance|the police)(?=\s*(?:$|[.!?;]))"
        r"|\bi (took|swallowed|drank) something( from (under the sink|the (cupboard|cabinet|garage|shed)))?(?=\s*(?:$|[.,!?;]))"
        r"|\b(went and|finally) did it(?=\s*(?:$|[.,!?;]))|\b(no one|nobody|nothing) (can|will|is going to|could) stop"
        r" me( now| this time)?(?=\s*(?:$|[.!?;]))|\b(don't|do not|dont) tell (my (parents|mum|mom|dad|family|wife"
        r"|husband|boyfriend|girlfriend|therapist|doctor)|anyone)(?=\s*(?:$|[.!?;]))"
    ),
    # stop 36: weariness of going on, said whole ("i'm so tired of all of it", "nothing is ever
    # going to get better"): nothing alone, high beside a means or a plan (``rules.decide``)
    "weary": (
        r"\b(i'm|i am|im) (so |just |really |honestly |fucking ){0,3}(tired|sick|exhausted) of (it all|all of it"
        r"|everything|all this|everything and everyone)(?=\s*(?:$|[.,!?;]))"
        r"|\bnothing('s| is)? (ever )?(going to|gonna|will) (ever )?get better\b(?! (until|unless|if|till)\b)"
    ),
    "farewell_strong": (
        EN_DOOR_OPENED + r"|(?:" + EN_OTHER_SIDE + r")" + EN_SOON_THERE + r"|"  # stop 49 (imply2)
        # stop 48 (lead): who is to find one's body arranged ("make sure it's my brother who finds
        # me, not mum", "so the kids don't find me")
        r"\b(make sure|please make sure|i want|i'd rather|better if|hope) (it's |it is |that )?(my|the) (\w+ ){0,2}"
        r"(who|that) finds me\b(?! (first|quickest|fastest|in (the )?(game|round)))(?![\w' ,]{0,30}\b(hide and seek|hide-and-seek|game)\b)"
        r"|\bso (that )?(the|my) (kids|children|son|daughter|mum|mom|dad|wife|husband"
        r"|parents) (don't|do not|won't|doesn't|never) (have to )?(find|see) me\b|"
        # stop 47: a note, a letter or a recording left whose whole content or title is an apology
        # ("left my parents a voice note that just says sorry"); an apology with its reason
        # ("says sorry i'm running late") is an ordinary one
        r"\b(left|wrote|written|recorded|made|there's|there is)\b[\w' ,]{0,30}\b(note|letter|voice ?note|voicemail"
        r"|video|recording|message)s?\b[\w' ,]{0,30}\b(just|only|simply) (says?|said|reads?) (i'm |i am )?sorry"
        r"( for everything)?(?=\s*(?:$|[.!?;]))|\b(left|recorded|made|wrote|saved)\b[^.!?\n]{0,70}\b(titled|called|named)"
        r" ['\"]?sorry['\"]?(?=\s*(?:$|[.,!?;]))|"
        # stop 36: tonight as the last night ("tonight's the last night"), not the last of a stay
        r"\btonight('s| is) (the|my) last (night|one)\b(?! (of|in|at|before|here|with|on|for|together)\b)|"
        # stop 36: a note left, and who will find it when ("left a note for my dad on his pillow.
        # he will find it in the morning")
        r"\b(note|letter|letters|notes)\b[^\n]{0,60}\b(he|she|they|mum|mom|dad|my \w+)('ll| will) (find|read|see) (it|them)"
        r"( first thing)? (in the morning|tomorrow|when (he|she|they) (wakes?|gets?) (up|home|back))\b|"
        # stop 33: last words to kin: sorry, i love you, goodbye (not goodnight, not bye till dinner)
        r"\b(i'm )?sorry,? (mom|mum|dad|mother|father|everyone|guys|all)\b[.!,]? ?(i love (you|you all|you guys)|love you( all| guys)?)\b[.!,]? ?(goodbye|bye forever|farewell)\b(?= ?(?:$|[.!]))|"
        # stop 31: a rescue refused ("don't call 911, i just want to sleep"), and a note to whoever
        # finds it or the speaker, with an apology or a request in it
        r"\b(don't|do not|please don't) (call|ring) (911|999|112|000|an ambulance|the ambulance|for help)"
        r"( this time)?[,.;]? (i just want to|just let me|let me|i want to) (sleep|go|die|rest)(?= ?(?:$|[.,!?;]| forever| now))"
        r"|\b(don't|do not) (save|resuscitate|revive) me (this time|again)\b"
        r"|\b(written|wrote|writing) and (deleted|rewritten|rewrote|re-?written|torn up|tore up) (my|the) (suicide )?note\b"
        r"(?! (to|for) (him|her|them|my (crush|boss|teacher|landlord|ex)))"
        r"|(?:^|(?<=[.!?] ))(to )?whoever finds (this|me)\b(?! (wallet|note in|phone|keys|bag|book|card|cat|dog))"
        r"[\w' ,:]{0,20}\b(i'm sorry|sorry|please call|please tell|tell my|forgive me|it's not your fault|don't blame)\b|"
        r"\b(after|once|when|as soon as) i (send|hit send|press send|post|finish (typing|writing))( this( message| text)?)?\b[\w' ,]{0,12}\b(i'm going to|i'll|i will|im gonna|i'm gonna|gonna|going to) (do it|go through with it|end it)\b(?! (again|later|tomorrow|properly|right|for)\b)"
        r"|\b(the )?last (thing|message|words?) i('ll| will) (ever )?(type|write|send|say)\b[\w' ,]{0,20}\bbefore i (do it|go through with it|go)\b|"
        r"\b(left|put|placed) (a|the|my) (note|letter)s? (on|in|under|by) (the|my|mum'?s|mom'?s|dad'?s|his|her) [\w' ]{1,24}[.,;]? (and )?(the )?(door'?s locked|door is locked|i'?ve locked|i locked|locked the door|i'?m ready)\b(?! (to|for)\b)(?!,? (because|cause|since|so)\b)"
        r"|\b(the|my) (note|letter)('s| is) (on|in|under|by) (the|my|mum'?s|mom'?s|dad'?s|his|her) [\w' ]{1,24}[.,;]? (and )?(the )?(door'?s locked|door is locked|i'?ve locked|i locked|locked the door|i'?m ready)\b(?! (to|for)\b)(?!,? (because|cause|since|so)\b)|"
        r"\b(bye|goodbye|gn|good ?night|night|love (you|u)( all)?|ily|ilysm)( (guys|all|everyone|y'all|everybody|all of you))? (forever|4ever|for ever|for good)\b"
        r"(?!,? (twitter|instagram|insta|facebook|tiktok|snapchat|reddit|discord|this app|social media|\w+ app))"
        r"|\blast time (you|u)('ll| will)? hear from me\b"
        # probe 18: the last time one will talk to anyone, no topic named
        r"|\blast time (i'll|i will|i'm going to|i'm|i am|im) (ever )?(talk|talking|speak|speaking|write|writing|messag(e|ing)) (to|with) (you|anyone|anybody|you guys|y'all|u)\b(?! (about|on|re)\b)"
        r"|(?:^|(?<=[.,!?;] ))last time (talking|speaking|writing) (to|with) (anyone|anybody|you)\b(?! (about|on|re)\b)"
        r"|\b(put|putting|got|getting) my affairs in order\b|\bwhoever finds me\b|\b(the )?(person|one) who finds me\b"
        r"|\btold (her|him|them|everyone|my \w+) (i'm|i was|i'd be|i'll be) (going away|away|gone)\b[\w' ,.]{0,40}\b(i'm not|i am not) (really )?going (away|anywhere)\b"
        r"|\bwhoever (has to |needs to |will )?(clear|clean|sort|empty|go through)(s)? (out )?my (flat|room|place|apartment|house|stuff|things)\b(?! (after|before|for) )"
        r"|\bmy (last|final) (tweet|post|story|snap|status|video|text|message) (is|will be|'s) (drafted|scheduled|queued|written|ready|set)\b"
        r"|\b(don't|won't) need (it|them|this|any of (it|this)|my \w+) (where|after|anymore|now)\b|\blast time you('ll| will) hear from me\b"
        r"|\b(video|message|letter|note) for my \w+ (to (watch|read) )?after\b|\bwrote (everyone|each of them|all of them) (a )?letters?\b|\b(where i'm going|after i'm gone|when i'm gone)\b"
        # stop 31: where I will be left or told so they can find me (the body)
        r"|\b(left|wrote|put|told|texted|sent|gave|leaving|writing)\b[\w' ,]{0,40}\b(the address|my address|the location|my location"
        r"|where i('ll| will) be|where i am|where to find me|where i('m| am) going( to be)?)\b[\w' ,]{0,40}\bso (that )?(they|someone|somebody"
        r"|she|he|people|the police|the cops|my \w+)( can| could| will| would)? (find|finds) me\b(?! (at|if|when|in|for|on|outside|inside|by)\b)"
        r"|\b(they'll|they will|someone will|she'll|he'll) find (it|me|the note|my note)\b|\bsaid (all )?my goodbyes\b(?! (to|at) (the |my )?(team|class|work|office|party|airport|station|coworkers"
        r"|colleagues|students|classmates|neighbou?rs|leaving do)\b)|\bmy last (message|post|words|goodbye)\b(?! (for|of) (today|tonight|the (day|night|week|year|month)|this (week|year|month)))|\bthis is my last\b(?! (\w+ )?(for|of) (today|tonight|the (day|night|week|year)|this (week|year)))(?! (night|day|week|weekend) (in|at|here|of (the|my) (trip|vacation|holiday|stay))\b)(?! (shift|class|exam|lecture|match|game|gig|show|performance|season|term|semester|day (at|of)|standup|stand-up|meeting|session|sprint|lesson|report|presentation|week|month|shift)\b)|\bwon't be (around|here)\b"
        r"|\bgoodbye (everyone|all|forever)\b|\b(wrote|written|left) my (notes|letters)\b(?! (for|on|from|in|about|to study))|(\b(wrote|written|left|finished)|写好|写完|留(了|下)?) ?(a |my |the )?(goodbye|farewell|suicide) (letter|note)s?\b(?! (to|for) (my |the |our )?(job|class|students|team|coworkers|colleagues|office|school|company|old))|\btell [\w ]{1,20}(i'm|i am) sorry\b(?! (i|for|about) (missed|missing|forgot|forgetting|was late|being late|couldn't make|can't make|didn't call|yelled))|\bwhen they find me\b"
        r"|\b(will|'ll|gonna|going to) be (so )?(sad|upset|devastated|heartbroken|angry)\b[\w' ,]{0,20}\bbut i (have to|need to|must|gotta|got to) (do it|go)\b"
        r"|\bif i (don't|do not|never|stop) (reply|replying|answer|answering|respond|responding|text back|show up|come online)\b[\w' ,]{0,20}\b(that's why|you'll know why|you know why|it's because)\b"
        r"|\bif (i'm|i am) not (online|on|around|here|answering|replying)\b[\w' ,]{0,20}\b(that's why|you'll know why|you know why|it'?s because (i (finally )?(did it|went through with it|'m gone|am gone|'m dead|am dead|'m not here)|of (this|what i said)))\b"
        r"|\b(she|he|they|you)('ll| will) need (it|them|those|these) (after|once|when|by) (this week|tonight|tomorrow|the weekend|i'm gone|i'm not here)\b"
        r"|\bsuicide note\b|\bwon't be needing\b|\bwon't need (them|it|any of (it|them|this|that))\b"
        r"|\bmy last letters?\b|\bi (won't|will not) (need|be needing|be using) (it|them|him|her|this|these|those|my \w+) (anymore|any more|where i'm going)\b|\bso (that )?(nobody|no one) (would|will|could|can|'d) (find|stop) me\b|\bmy (note|letters?) (is|are) (on|in|under)\b(?![\w' ]{0,20}(:|\b(buy|get|pick up|remember|don't forget|grocery|groceries|shopping|milk|eggs|bread|chores|dinner)\b))|\bsaid goodbye to (everyone|everybody|all)\b|\bnobody (is )?left with\b|\bclean up after me\b|\bthis is goodbye\b"
        r"|\btell (?!her |him |them )[\w ]{1,20}i love (her|him|them)\b|\b(letters|notes)\b[\w' ,.]{0,30}\bone for (my )?(mom|mum|dad|mother|father|sister|brother|wife|husband|son|daughter|kids|parents|grandma|grandpa)\b|\b(goodbye|farewell) letters\b"
        r"|\bletters to (everyone|everybody|each of|all of|my family|my kids|my children|my parents|my loved ones)" + EN_NO_OCCASION
        + r"|\bletters? (for|to) [\w' ,]{0,40}\b(they're|they are|it's|it is|are|is) (in|on|under|inside)\b"
        r"|\b(the )?first place (mum|mom|dad|they|she|he|my \w+)('ll| will)? (look|find|see|check)\b"
        r"|\b(so )?(they're |they are |it's |that's )?the first thing (they|she|he|my \w+|mom|dad|everyone)('ll| will)? (see|find|read|notice)\b"
        # probe 19, stop 31: a veiled last goodbye to someone unaware, not an ordinary last time
        r"|\b(\w+ )?((has|have|had) (no idea|no clue|not a clue)|(doesn't|don't|didn't|does not|did not) (know|realize|realise))[\w' ]{0,10}"
        r"\b(it('s| is| was| will be| would be|'ll be)|(this|that|tonight|today)( call| hug| visit| dinner| lunch| text| talk| conversation)?( is|'s| was| will be|'ll be))"
        r" ((the|my|our) last\b|(the |my |our )?(real |final |last )?goodbye\b)"
        r"(?! time (i'm|i am|we're|we are) (?!seeing|hugging|talking|speaking|saying|kissing)\w+ing\b)"
        + r"(?![\w' ]{0,40}\b(lend|loan|borrow|cover|covering|shift|class|lesson|course|babysit\w*|favou?r|money|rent|retir\w+|abroad|semester|term)\b)"
        r"|\bi('ll| will) ever (post|say|write|send|text)\b|\blast (thing|post|message|words?|text) i('ll| will)( ever)? (post|say|write|send)"
        r"|\b(when|after|once|if) i('m| am) (not around anymore|not here anymore|no longer (here|around)|gone|dead)\b"
        r"|\bwr(ote|itten|iting) (a|the|my) (goodbye |last |final )?note\b[\w' ,]{0,40}\b(in|on|under|inside) (the|my)\b"
        r"|\b(not going to|won't|will not|not gonna) be (around|here|alive) (much longer|for (much )?longer|for long)\b"
        r"|\b(you|u|you all|y'all|everyone)('ll| will|'re going to| are going to| are gonna|'re gonna) never (see|hear from) me again(?=\s*(?:$|[.!?,;])| after (tonight|today|this|that|i))"
        r"|\b(not|never|won't|wont) (be )?(coming|come|walking|walk) back\b(?! (for|to|until|till|home|from|after|here|there|into|in|and|on))"
        r"(?![\w' ,]{0,30}\b(picking (me|us) up|pick (me|us) up|(a|my) (ride|lift)|bus|uber|taxi|cab)\b)"
        r"|\bmy last (night|day|week|morning)\b(?! (at|of|in|before|off|on|with))"
        # stop 44 (lead): a last meal, not one dated or placed ("my last meal was at noon")
        r"|\bmy last (meal|supper)\b(?! (was|at|of|in|before|off|on|with|for|out|until|till|here))"
        # stop 49 (enrisk): a last supper with no owner, ending its clause ("last supper vibes.")
        r"|\blast (meal|supper)( vibes| energy| tonight)?(?=\s*(?:$|[.,!?;]))"
        r"|\b(won't|will not|wont) (need|be needing) [\w' ]{0,24}\bwhere i('m| am) going\b"
        r"|\bif (you're |you are |youre |ur |u r |ure )?(you |u )?read(ing)? this\b(?=[\w' ,.]{0,12}\b((i'm|i am|im|i've|i have|it's|it is|its) (already |probably )?(gone|dead|not here|no longer here|not around|too late|done it|done|over|happened|left|sorry)\b(?![\w' ,]{0,30}\bi mean\b)|it's not your fault|(don't|dont) blame|forgive me|i love (you|u)|goodbye|bye\b))|\bthis is my goodbye\b"
        r"|\bthank you for (trying|everything)[\w' ,.]{0,40}\b(goodbye|bye|farewell)\b"
        # stop 49 (enwide): what is read told by "when", with it over after it
        r"|\b(when|once|by the time) (you|u|anyone|anybody|someone|they|y'all|you guys|mum|mom|dad|my \w+) (reads?|see"
        r"|sees|find|finds|get|gets) (this|my (message|note|letter|text|post))\b[\w' ,]{0,30}\b(it will|it'll|itll|i will"
        r"|i'll|ill|i'd|it's|its|i'm|im|i am|it is)( already| probably| long)? (be )?(over|done|gone|dead|too late|not"
        r" here|no longer here)\b"
        r"|\b(won't|will not|not going to|not gonna|wont|not) be (here|around|alive) (by|after|on|come|next)\b"
        r"|\bby the time (you|anyone|anybody|someone|somebody|they|u|ya|y'all|you guys|u guys|people|my \w+|mum|mom|dad) (reads?|sees?|finds?|gets?|opens?|hears?) (this|it|my (message|note|letter|text|post|video))\b"
        # stop 49 (enrisk): what is read is this message, a clause or its end after it ("… reads this
        # i'll be gone"), not a thread or a sale named after it
        r"(?=\s*(?:$|[.,!?;:—-]|(i|i'm|im|i'll|ill|i've|ive|i'd|i am|i will|it'll|itll|it's|its|it will|it is"
        r"|please|sorry|don't|dont|you|u|just|know)\b))"
        r"|\b(the |my )?last (trip|journey|drive|ride|flight|walk|train|bus) i('ll| will) ever (take|make|go on|do)\b"
        r"|\b(letter|note)\b[\w' ]{0,30}\b(my )?(wedding |engagement )?ring on (top of )?(it|the (letter|note))\b|\b(my )?(wedding |engagement )?ring\b[\w' ]{0,20}\bon (top of )?(the|my) (letter|note)\b(?! (from|about) )"
        r"|\bit's been real\b|\b(it was|been) nice knowing (you|y'all|everyone|you all)\b|\bsee (you|y'all|you all) on the other side\b"
        # stop 49 (enrisk): a meeting put in a next life or another world ("see you in the next life",
        # "see u in another life"), not a song's line (``media``) nor the other side of a thing
        r"|\b(see|catch|meet) (you|ya|u|y'all|yall|you all|you guys|u guys|everyone)( all)? (in (the|a|my) (next|other)"
        r" (life|world|lifetime)|in another (life|world|lifetime)|in a better (life|world|place)|in the afterlife"
        r"|on the other side(?! of\b))\b"
        r"(?![^\n]{0,50}\b(miss (you|u|ya)|rip|rest in peace|since you (left|passed|died|went)|in heaven|my angel"
        r"|fly high|sleep tight|rest (easy|well)|(you'll|you will|u'll) be (missed|remembered)|gone too soon"
        r"|love you always|forever in my heart|(is|was|'s) (such |a |an |the |my |so )*(\w+ )?(song|album|track|film|movie|line|lyric"
        r"|book|show|episode|quote|tune|banger))\b)"
        r"|\b(meet|see each other|be together|find each other) again in (another|the next|a better|a different) (life|world"
        r"|lifetime)\b"
        # stop 49 (enwide): the same meeting told by other words — on the other side or in the
        # afterlife, "till we meet again", waited for there, another life beside a goodbye
        r"|\b(till|until|'til|til) (the |my )?next life\b(?![^\n]{0,50}\b(miss (you|u|ya)|rip|rest in peace|grandma"
        r"|grandad|grandpa|nan|lol|lmao|haha|concert|gig|show|festival|tour|game|match|season)\b)"
        r"|\b(meet|see each other|be together|find each other|see (you|u|ya) all) again( someday| some day| one day"
        r"| soon| eventually)? (on the other side(?! of\b)|in the"
        r" afterlife)\b"
        r"|\b(i'll|i will|ill|i'm gonna|im gonna|i'm going to)( be)? (wait|waiting|look|looking)( out)? for (you|u|ya|y'all"
        r"|you all|you guys|everyone)( all)? (in (the|my) next life|in another life|on the other side(?! of\b)|in the"
        r" afterlife)\b"
        r"|\bin (another|the next|a different|a better|my next) life\b[^\n]{0,60}\b(goodbye|bye|farewell)(?=\s*(?:$|[.,!?;]))"
        r"|\b(goodbye|bye|farewell)\b[^\n]{0,30}\b(see|meet|catch) (you|u|ya) (in (another|the next) life|on the"
        r" other side(?! of\b))\b"
        r"|\b(goodbye|bye|farewell)[.,!]* (\w+ ){0,2}in (another|the next|a different|a better|my next) life\b"
        r"(?![^\n]{0,40}\b(lol|lmao|haha|cat|dog|rich|famous)\b)"
        r"|\b(look after|take care of|watch over|keep an eye on|feed|walk) (my|mum|mom|dad|the) [\w' ]{1,25}\bfor me"
        r" (when|after|once) (i'm|im|i am) (gone|not (here|around)|no longer (here|around))\b"
        # stop 34: a sudden calm since a decision with nothing named after it, or since knowing it
        # will be over ("i feel so calm now that i've decided"), and never so calm beside an end
        r"|\b(calm|at peace|peaceful|light|lighter|relieved|free|better)\b[\w' ,]{0,30}\b(now that|since|because|ever since) (i('ve| have)? (decided|made (my|the|a) (decision|choice)|made up my mind)|i know (it('ll| will) (all )?be over|how it ends|when it ends)|it('s| is) (all )?(settled|decided|sorted|planned))\b(?! (to|about|on|that|what|which|for|with)\b)(?! (the|my|this|our) \w+)"
        r"|\b(feel|feeling|i'm|i am) (so |really |weirdly |strangely )?(calm|at peace|peaceful)( now)?[.,!]? (i've|i have) (decided|made up my mind|made (my|the) decision)(?=\s*(?:$|[.,!?;]))"
        r"|\bnever felt (this|so) (calm|at peace|peaceful|light)\b[\w' ,.]{0,30}\b(it's over|it ends|it('ll| will) (all )?be over)\b"
        # stop 34: sorry for everything, to be read when they wake; a voice kept for them after
        r"|\bsorry for everything\b[\w' ,.]{0,60}\b(she'll|he'll|they'll|she will|he will|they will|mum'll|mom'll) (read|see|get|find|hear) (it|this|them|the message|my message) (in the morning|tomorrow|when (she|he|they) wakes? up|first thing)\b"
        r"|\bso (he|she|they|you|my \w+) (can )?(hear|hears|has|have|see|sees|remember|remembers|keep|keeps) (my voice|me|my face)( \w+)? (after|afterwards|when i'm gone|once i'm gone)(?=\s*(?:$|[.,!?;]))"
        # stop 34: no word from the speaker after a day ("you won't hear from me after tonight")
        r"|\b((you|u|y'all|you all|anyone|everyone)('ll| will)? (won't|will not|wont|never)|(nobody|no one)('ll| will)?( ever)?) hear from me (again|anymore|any more|after (tonight|today|tomorrow|this|that|the weekend|(mon|tues|wednes|thurs|fri|satur|sun)day))\b(?! (till|until|til|before|for)\b)"
    ),
    "farewell": (
        # stop 48 (enimplied): last words of blame lifted ("tell the guys it wasn't their fault"),
        # and a letter written to each ("i've written to each of them")
        r"\b(texted|messaged|emailed|told|sent) (everyone|everybody|all my \w+|them all|the group( chat)?) (that )?"
        r"(i'?m|i am|im) (so )?sorry\b(?! (for|about) (being late|missing|the (mess|noise|delay)))"
        r"|(?:^|(?<=[.!?] ))(my )?(last|final) (sunset|sunrise|night sky|cigarette|smoke|coffee|walk|look)"
        r"(?=\s*(?:$|[.!?…]))|"
        r"\btell (\w+ ){1,2}it (wasn'?t|was not|isn'?t|is not|'s not) (their|your|his|her|anyone'?s) fault"
        r"(?=\s*(?:$|[.!?;…]))"
        r"|\b(written|wrote|writing) (a (letter|note|card) )?to each of (them|you|my (kids|children|boys|girls))\b"
        r"(?! (about|for (the|their) (birthday|christmas|school|party))\b)|"
        r"\bsee (you|u|ya) never\b(?![\w' ,]{0,30}\b(lol|lmao|date|ex|again)\b)|"  # stop 47 (enlook)
        # stop 47 (enlook): a letter or a note written, each, for after ("i've written them each a
        # letter for after"): not for after school, work or a trip
        r"\b(wr(ote|itten|iting)|left|leaving|done) (\w+ ){0,2}(each )?(a |one |my |the )?(letters?|notes?|cards?)( each)?"
        r" (for|to (read|open)) after(wards)?(?=\s*(?:$|[.,!?;]| when\b))|"
        # stop 47 (enlook): the letters one wrote laid out (on the table, by the photo), for no one named
        r"\b(is|are|'s|put|left|laid) (\w+ ){0,3}(on|by|next to|beside) (the|my) \w+ with the (letters?|notes?) (i|i've|i have)"
        r" (wrote|written|left)\b(?! (to|for|when|at|in)\b)|"
        # stop 37: a thing of one's own not needed any more, or needed more by the one it goes to
        # ("won't need my winter coat anymore", "she'll need it more than me"), not outgrown, not
        # for the season or a new one
        r"\b(won't|will not|wont|shan't|don't|do not) need (my|this|these|those|it|them|any of (it|this|them)|the \w+)( [\w']+){0,3}"
        r" (anymore|any more|ever again)\b(?![^.!?\n]{0,40}\b(spring|summer|warm|warmer|new one|bought a new|upgrad\w*"
        r"|grew out|outgrown|moving|move|sold|replace\w*|after (the|my) (exam|test|course|class))\b)"
        r"|\b(she|he|they)('ll| will|'d| would) need (it|them|the money|my \w+) more than (me|i do|i will)\b|"
        # stop 37: no alarm needed any more, with no day off or lie-in said (``continuation``)
        r"\b(won't|will not|wont|don't|do not|no) need (to set )?(an |my |the |any )?alarms? (tomorrow|anymore|any more"
        r"|ever again|again)\b|\bno (need|point) (to set|in setting|setting) (an |my |the |any )?alarms?( for)?"
        r" (tomorrow|anymore|any more|ever again|again)\b|\b(turned|switched) off (all )?my alarms? (for good|forever"
        r"|permanently)\b|"
        # stop 31: goodbyes being said until a day ("saying my goodbyes till then")
        r"\bsaying (all )?(of )?my goodbyes\b(?! to (the|my) (team|class|coworkers|colleagues|students|classmates|neighbou?rs))|"
        # a "don't look for me" that ends an ordinary message too ("don't look for me, i'm at the
        # gym"): high only beside another signal (stop 30)
        r"\b(don't|do not|dont) (come |try to )?(look(ing)? for|find|search for|come (find|get)) me\b|"
        r"\b(don't|do not|dont) (come|go) (looking|searching)(?=\s*(?:$|[.,!?;…]))|"  # stop 48 (enimplied)
        r"\b(you'?re|you are|ur) the (only|last) (one|person|contact) (i (haven'?t|have not|didn'?t|did not) (deleted|removed|blocked)|left in my (phone|contacts))\b|\b(deleted|removed|blocked) [\w ]{0,30}\b(except|but) (for )?(yours|you)\b|"
        r"\b(sorry|sry|srry|soz) (for|4) (everything|all of it|it all|being a burden)\b(?! (i|you|we) (said|did))"
        r"|\b(they'll|she'll|he'll|mum'll|mom'll|they will|she will|he will) (get|see|read|find) (the|my) (texts?|messages?|emails?|letters?|notes?) (at \d|in the morning|tomorrow)\b|\bsorry (i|that i) (couldn't|could not|wasn't|was not|was never|never was) (be )?(better|enough|stronger|good enough|a better [\w]+)\b(?! (at|with|about|in)\b)|\bi love (you all|you guys|all of you|everyone)\b"
        # stop 34: messages to loved ones: not their fault, i love them, everyone i love told
        r"|\b(telling|told|texted|wrote|messaged|writing|texting|saying|said)( \w+){0,3}? (that )?(it's|it is|it was|none of this is|this isn't|this is not|it isn't|it wasn't) (not )?(his|her|their|your) fault(?=\s*(?:$|[.,!?;]| and\b))" + EN_NO_OCCASION
        + r"|\b(telling|told|texted|wrote|messaged|writing|texting)( \w+){1,3}? (that )?i love (them|him|her|you)\b(?<!\btold (him|her) i love (him|her))" + EN_NO_OCCASION
        + r"|\btold (him|her|them) (that )?i love (him|her|them) (more than anything|no matter what|forever|always)\b"
        + r"|\bi love (her|him|them|you|you all|you guys)[.!,]? (goodbye|farewell)[.!]*$"
        + r"|(?<=\band )that (it's|it is|it was|none of this is|this isn't|this is not|it isn't|it wasn't) (not )?(his|her|their|your) fault\b" + EN_NO_OCCASION
        + r"|\b(messaged|texted|called|rang|told|wrote to|emailed) (everyone|everybody|all the people|all my friends|every person) (i love|i care about|who matters)\b" + EN_NO_OCCASION
        + r"|\b(set|scheduled|timed|queued) to (send|go out|post|be sent)\b" + EN_NO_OCCASION
        + r"|\b(you|u) (were|was|have been) the best\b|\b(don't|dont|do not) be sad\b(?! (about|over|that|it's|its))"
        # stop 34: no more worry about the speaker (one farewell: high beside a time or a wish)
        r"|\b(you|u|y'all|you all|they|everyone|nobody|no one)('ll| will)? (won't|will not|wont|never|don't|do not|won't ever) (have to|need to|gotta) (worry|deal) (about|with) me (anymore|any more|again|ever again)\b"
        # round ten: a note in a definite place ("the note is on the kitchen table", "put the
        # letter by the kettle"): one farewell, high only beside another plan signal
        r"|\b((the|my) )?(note|letter)('s| is) (on|under|by|in|next to|beside) (the|my|mum'?s|mom'?s|dad'?s|his|her) [\w']+(?![\w' ]{0,20}(:|\b(buy|get|pick up|remember|don't forget|grocery|groceries|shopping|milk|eggs|bread|chores|dinner)\b))"
        r"|\bput (the|my|a) (note|letter) (on|under|by|in|next to|beside) (the|my|mum'?s|mom'?s|dad'?s|his|her) [\w']+"
        r"|\bleft [\w ,]{0,30}\b(a|my) (note|letter)\b|\b(already )?wr(ote|itten) (the|my) note(?= ?(?:$|[.!?;,]| and\b| but\b| so\b))|\b(the|my) (letters|notes|letter|note) (are|is) (all )?(written|sealed)\b|\bwr(ote|itten|iting) (my )?(mom|mum|dad|mother|father|sister|brother|wife|husband|son|daughter|kids|parents|family|partner|girlfriend|boyfriend|best friend) (a )?(letter|note)s?\b|\bgoodbye (letter|note|text|message|email|video)s?\b|\b(letter|note|video|voice memo|voice note|message|recording)s? (for|to) (my )?(mum|mom|dad|mother|father|parents|family|sister|brother|wife|husband|kids|son|daughter|partner|best friend) explaining (everything|why)\b|\bnothing (left )?of me (left )?(online|anywhere)\b|\bsa(id|ying) (my )?goodbyes? to (everyone|everybody|all of|them all|my family|my parents|my friends|my kids|you all)\b|\bwr(ote|itten|iting)"
        r" (my )?(goodbye |last |final )?letters\b" + EN_NO_OCCASION + r"|\bwr(ote|itten|iting) (a|the|my) (goodbye|last|final) (letter|note)s?\b"
        r"|\byou (were|have been|'ve been) (a |such a |the )?(good|great|best|real|true|wonderful) (friend|sister|brother|mom|mum|dad|son|daughter)\b"
        r"|\bwr(ote|iting) (a letter |letters |a note |notes )?to (my|each of my) (mom|mum|dad|sister|brother|parents|family|wife|husband|kids|son|daughter|best friend)\b(?! (about|for|asking|to ask|on) )"
        r"|\b(i )?(won't|will not) (be )?need(ing)? (any of )?(it|them|this|that|these|those|my \w+)( \w+){0,2}? (anymore|soon|much longer|where i'm going|after (tonight|today|this week|this weekend))\b"
        r"|\b(posted|posting|this is|here's) my (last|final) (\w+ )?(post|story|tweet|video|message|status|update)\b(?! (from|of|for|before|until|till|this|on) )"
        r"|\bwr(ote|itten|iting) (all )?the (notes|letters)\b(?![\w' ]{0,24}\b(lectures?|class(es)?|meetings?|exams?|tests?|course|chapters?|presentations?|seminars?|labs?|sermons?|speech(es)?|interviews?|shift|handover|minutes|recipes?|report|pen ?pals?|santa|thank[- ]yous?|cards?|applications?|references?)\b)"
        r"|\bwr(ote|itten|iting) (each of them|all of them|them all|everyone|each|every one of them) (a )?(letter|note)s?\b"
        r"|\bletters? to (each|every|all of|mom|dad|mum|my (family|kids|children|parents|loved ones))\b" + EN_NO_OCCASION  # stop 30: not for camp or a birthday
        + r"|\b(texted|text|called|call|hugged|hug|saw|see|visited|visit|messaged|message|talked to|spoke to|kissed|held|hold|told|tell)"
        r" [\w' ]{0,30}\b(one last time|for the last time)\b"
        r"|\bsa(id|ying) (my )?(goodbye|goodbyes|bye|farewell)s? to (my |our |\w+ )?(mom|mum|dad|mother|father|parents|family"
        r"|sister|brother|kids|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|friends?|grandma|grandpa|everyone|everybody|\w+ and \w+)\b|\b(this is|this'll be|this will be|it's) the last time\b(?! i)"
        r"|\bthank you for (trying|everything)\b|\bplease forgive me(?=\s*(?:$|[.!?]))|\bmy (discord |profile |whatsapp )?(status|bio|about me)( now)? says (goodbye|bye|farewell)\b"
        r"|\b(scheduled|set up|timed|queued) (an? |the |my )?(email|message|text|letter|post)s? (to (go|be sent|send) )?(to|for) (my )?(mom|mum|dad|sister|brother|parents|family|wife|husband|kids|partner|best friend|girlfriend|boyfriend|everyone)\b"
        r"|\b(she|he|they|you|mom|dad)('ll| will)( (all|eventually|someday|one day))? understand( why)?(?=\s*(?:$|[.!?]))"
        r"|\b(take care of|look after|watch over) [\w' ]{0,20}\bfor me\b(?=\s*(?:$|[.,!?;])| (when|after|once|always|forever|from now on))"
        # stop 30: money not needed any more (cash, a form of payment, is not this)
        r"|\bi (won't|will not|wont|don't|do not) (need|be needing) (the |any |my )?money (anymore|any more|where i'm going|after (this|tonight|today))\b"
    ),
    "goodbye": (
        # stop 48 (enimplied): an apology to kin that ends the message ("… sorry mum"): a parting,
        # high only beside a wish or affairs, a means beside a train or a bus coming
        r"(?:^|(?<=[.!?] ))(i'?m )?(so )?sorry (mum|mom|mam|dad|mummy|daddy|nan|gran|babe|everyone|guys|all)"
        r"( x+)?[.!…]*$|"
        # "then it's done" after getting through an event: a parting only beside affairs settled
        r"\bi'?m (just )?(so )?(done|finished)(?=\s*(?:$|[.!?;]))|"  # stop 30: beside "don't look for me"
        r"\bby then,? it('ll| will) (all )?be over(?=\s*(?:$|[.!?;]))|\b(and )?then (i'm|i am|i'll be) free(?=\s*(?:$|[.,!?;]))|\b(need|have) to get through [\w' ]{1,40}\b(and )?then (it's|it is|it'll be|it will be|i'm|i am|i'll be)"
        r" (done|over|finished)\b(?! (for|with|at))"
        r"|\bafter [\w' ]{1,30}\b(it's|it is|it'll be|i'm|i'll be) (over|done|finished)\b(?! (for|with))|"
        r"\b(goodbye|bye|farewell)\b[.!, ]{1,3}(and )?thank(s| you)\b"
        r"(?![\w' ,.!]{0,80}\b(see (you|ya|u)|talk (to you )?(soon|later|tomorrow)|next (time|week|session)|tomorrow)\b)"
        r"|\bthank(s| you) for (being|always|all|listening|caring|putting up|everything)\b[\w' ,]{0,50}[.!]? ?(goodbye|farewell)\b"
        # stop 31: before I go, before I'm gone: a parting, high beside a pet or belongings given
        # away or a wish (a trip or a move in the sentence cancels it)
        r"|\bbefore (i'?m|i am) gone\b|\bbefore i go(?=\s?(?:$|[.,!?;]))"
    ),
    # stop 33: two affairs told to kin at once (where the will is and who gets the pets): a
    # settled affair and an intent, as a gift of everything is
    "affairs_strong": (
        # stop 37: passwords or logins left written for someone (not the wifi, not for a trip)
        r"\b(left|wrote|written|put|leaving|writing)( down)? (all )?my (passwords?|logins?|login details|pin numbers?|pins)\b"
        r"[\w' ,]{0,30}\bfor (mum|mom|dad|my \w+|her|him|them|the family)\b(?![^.!?\n]{0,40}\b(wifi|while i'm away|in case|travel\w*"
        r"|holiday|trip|surgery|operation|hospital)\b)|"
        r"\b(made sure|make sure|i've made sure|i told|i showed|i've told|i've shown) (him|her|them|my \w+)( knows?| know)? where (the|my) (will|life insurance|insurance papers|passwords?|documents|papers) (is|are)[\w' ,]{0,10}\band who (gets|takes) (the|my) (dog|cat|dogs|cats|pets?|car|house|stuff|things)\b"
    ),
    "affairs": (
        # stop 36: a pet left with someone for good; things given away and the why kept back
        r"\b(dropped|gave|given|left|handed|rehomed)( off)? (my|our) " + EN_PET + r"( off)? (to|at|with) [\w' ]{1,25} for good\b|"
        r"\b(gave|given|giving) (my \w+|him|her|them|\w+) my [\w' ,]{1,30}\b(today|yesterday|this week)?[,.]? (he|she|they)"
        r" (doesn't|don't|does not|didn't|do not) know why\b|"
        # stop 33: affairs told to kin without a will's own word
        r"\bwho (gets|takes|will take|will get|should take|should get|is taking) (the|my) (dog|cat|dogs|cats|pets?|car|house|stuff|things)\b(?![\w' ,]{0,30}\b(divorce|while|vacation|trip|holiday|away|weekend)\b)"
        r"|\b(made sure|make sure|i've made sure|i told|i showed|i've told|i've shown) (him|her|them|my \w+)( knows?| know)? where (the|my) (will|life insurance|insurance papers|passwords?|documents|papers) (is|are)\b(?![\w' ,]{0,10}\band who (gets|takes) (the|my))"
        r"|\b(he|she|they)('ll| will) need (them|it|this|those) after(?= ?(?:$|[.,!?;]))|"
        # round ten: passwords and insurance papers put together ("all my passwords … and the
        # life insurance policy"): two of them in a turn are two settled affairs
        r"(?<!changed )(?<!change )(?<!changing )(?<!reset )(?<!resetting )(?<!updated )(?<!update )(?<!updating )(?<!forgot )(?<!forgotten )(?<!lost )(?<!rotated )(?<!managing )(?<!manage )(?<!changed all )(?<!change all )(?<!reset all )(?<!updated all )(?<!update all )\b(all )?my (passwords|pins|pin codes|logins)\b(?! (are|were|got|have been) (weak|insecure|hacked|leaked|compromised|stolen))|(?<!checked )(?<!check )(?<!checking )(?<!renewed )(?<!renew )(?<!renewing )(?<!cancelled )(?<!claim on )\bmy (life )?insurance (papers|policy|policies|documents|details)\b|(?:(?<=, )|(?<= and ))insurance (papers|documents)\b|"
        r"\b(left|leaving|exited|quit|muted) (every|each|all (of )?(the|my)|all) (single )?(group ?chats?|groups?|chats?|servers?|group)\b"
        r"|\b(deleted|removed|blocked|unfriended|unfollowed) (everyone|everybody|all (of )?my (contacts|friends|followers|mates)|every (single )?(contact|friend|number)|all my (contacts|friends))\b"
        r"|\b(gets|can have|will get|should get|is getting|inherits) my (car|cat|dog|stuff|things|guitar|laptop|books|clothes|savings|money|phone|room|games|jewelry|bike|plants|fish|records|watch)\b"
        r"|\b(it's|its|it is|everything's|everything is) (all )?written down\b|"
        r"\bpaid (back|off) (everyone|everybody|all (my|of my) debts|every debt|what i owed)\b|"
        r"\bdeleted (all )?(of )?my (social media|accounts?|profiles?|instagram|facebook)\b|\bdeleted (my )?(insta|instagram|tiktok|twitter|snapchat|snap|discord|reddit|facebook|fb)(,? (and )?(my )?(insta|instagram|tiktok|twitter|snapchat|snap|discord|reddit|facebook|fb))+\b|\b(cat|dog|pet|puppy|kitten|rabbit|bird)'s (food|bed|things|stuff|papers|toys|bowls?|cage|crate)\b[\w' ,]{0,30}\b(packed|ready|bagged|boxed) (up )?for\b|\breturned (everything|all the (stuff|things)|all) (i|i'd|i had) borrowed\b|\bpaid (off )?(all )?(of )?my (bills|debts|rent)\b"
        r"|\binstructions for (my )?(cat|dog|pets?|kids|plants)\b|\bclosed my (bank )?accounts?\b|\btransferred (all )?my (savings|money)\b|\bbank details\b|\bpin numbers?\b|\b(left|gave) (\w+ )?(my|the) (car )?(keys|bank (details|cards?)|passwords?|pin|account details)\b(?! (at|with|in|to) (the )?(reception|front desk|desk|landlord|letting agent|agent|key ?box|concierge|porter|host)\b)|\b(left|showed|shown|gave|told) (\w+ ){0,3}(the )?(farm |house |insurance |bank |legal )?(papers|deeds|bank books|documents)\b(?![\w' ]{0,30}\b(accountant|tax|solicitor|lawyer|bank manager|mortgage|application|visa|school)\b)|\b(my|a) will\b|\b(sorted|updated|made|signed|redone|changed|finished) (out )?the will( and the funeral plan)?\b|\bmy funeral plan\b|\b(the|and the) will (is|are|'s) (on|in|under|with|at)\b|\bbeneficiar\w{0,4}|\bpasswords? (for|to|with) (my|her|him|them)\b"
        r"|\b(left|wrote down|gave|written down|shared) (\w+ )?(my )?passwords?\b|(?<!wifi )(?<!wi-fi )\bpasswords?( for (everything|all my \w+|my accounts))? (are |is )?(all )?(in|on|under)"
        r" (the|an|a|my)\b|\bpaid off\b|\bcancel{1,2}ed my\b"
        r"|\bg(ave|ive|iving|iven) (\w+ ){0,3}away\b|\b(gave|given|giving|give) (all )?(of )?(my|our) \w+ to\b(?![\w' ,]{0,30}\b(for the (week|weekend|night"
        r"|holidays?|day)|for a (week|few days|bit|night)|while|till|until)\b)|\bleft my (phone|wallet|keys|id|purse),? (and )?(my )?(phone|wallet|keys|id|purse)\b[\w ,]{0,30}\b(at home|behind)\b|\bwho gets\b|\b(affairs|everything|things|papers|finances)('s| are| is)? in order\b|\bthe (dog|cat|pets?|kids|car|house|bike|guitar) (goes|go|will go|is going) to\b|(?<!get )(?<!gets )(?<!got )(?<!getting )\bsorted out\b|\bgiven away\b"
        r"|\b(found|got) (my |a |our )?(\w+ )?(cat|dog|pet|puppy|kitten|bird|rabbit|hamster|fish)s? a (new )?home\b|\brehom\w+"
        # stop 47 (enlook): a pet gone to someone to stay, a home found for it, papers left out
        # for kin ("the cat's already gone to my neighbour", "found a new home for the dog", "the
        # house papers are on the kitchen table for my son"): not for a stay or a trip
        r"|\b(the |my |our )?" + EN_PET + r"('s| has| have| is| are)( already)? ((gone|moved|going) (to (live|stay) with|to"
        r"|over to)|now living with) " + EN_KEEPER + r"(?![\w' ,]{0,30}\b(for the|while|till|until|when|holiday|trip|week"
        r"|weekend|night|vet)\b)"
        r"|\b(the |my |our )?" + EN_PET + r"('s| is| are) living with " + EN_KEEPER + r" now\b"
        # stop 48 (enimplied): affairs set out with nothing they are for: a message scheduled to go
        # out to everyone (not an out-of-office, a newsletter or a reminder), one night booked
        # alone, a pin or bank things left out, papers left with kin, all they need written down
        r"|\bscheduled (an? |the |my )?(\w+ )?(emails?|messages?|texts?|posts?|tweets?) (to (go out|send|be sent)"
        r"( to (everyone|everybody|all of you|all my \w+))?|to (everyone|everybody|all of you|all my \w+))\b"
        r"(?![\w' ,]{0,40}\b(out[- ]of[- ]office|newsletter|reminder|invoice|campaign|work|meeting|birthday"
        r"|holiday|leave|sale|about|regarding|re|announcing|inviting|party|rota|event|update)\b)"
        r"|\bbooked (a|the) (hotel|room|airbnb|b&b|motel|cabin)( room)? for (one|1|a single) night,? (just me|alone"
        r"|by myself|on my own|for one|just for me)\b(?![\w' ,]{0,40}\b(conference|wedding|work|meeting|concert|gig"
        r"|interview|flight|trip|holiday|break|spa|treat|course|match|show|festival)\b)"
        r"|\b(left|wrote down|written down) (\w+ )?(my )?(phone |card |bank )?(pins?|pin numbers?|pin codes?"
        r"|bank (stuff|details|cards?|logins?)|logins?)\b(?! (for|so) (the|my) (house|cat|dog|sitter|cleaner)\b)"
        r"|\b(the )?(insurance|life insurance|policy|house|will|bank|legal) (papers|documents|stuff|deeds)('s| is| are"
        r"|'re) with ((my|our) \w+|(?!(the|a|an|us|them|him|her|me|you|it)\b)[a-z]+)\b"
        r"|\b(the |my |our )?" + EN_PET + r"('s| is| are) with " + EN_KEEPER + r"( now)? for good\b"
        r"|\b(sent|gave|texted|left|told) (\w+ ){0,2}(the |my )?(logins?|passwords?|pins?|pin numbers?) (for|to) (my )?"
        r"(bank|bank account|account|accounts|email|phone|laptop|pension|savings)\b"
        r"|\b(left|wrote|written) everything (they|he|she|you)('ll| will)? needs?( to know)? (written )?down"
        r"(?![\w' ,]{0,12}\bfor (her|him|the (sitter|childminder|nanny|babysitter)|nan|gran|grandma|granny)\b)"
        r"|\b(found|got) (a )?(new |good |loving )?home for (the|my|our) " + EN_PET + r"\b"
        r"|\b(the )?(house |bank |insurance |legal |farm |car )?(papers|deeds|documents|bank cards?)('s| is| are) (all )?"
        r"(on|in|under) (the|my) [\w ]{1,25}\bfor (my|our|the) (son|daughter|kids|children|family|wife|husband|sister"
        r"|brother|mum|mom|dad|boys|girls)\b"
        r"|\beverything('s| is) (ready|set|taken care of|in place|sorted|arranged)(?=\s*(now)?\s*(?:$|[.,!?;]))"
        # stop 44 (turns): arrangements made with nothing said they are for; a pet's things
        # handed over ("gave the dog's lead to my brother")
        r"|\b(made|sorted|finali[sz]ed) (all )?(my|the) (own )?arrangements\b" + EN_READY_FOR +
        r"|\b(gave|given|handed|left)\b[\w' ,]{0,30}\b(dog|cat|pet|puppy|kitten)'s (lead|leash|bed|food|bowls?|toys|things|stuff|papers) (to|with)\b"
        r"|\b(rent|bills?|debts?)('s| is| are)? (all )?paid( off| up)?\b|\bmy (own )?funeral\b|\blife insurance\b"
        r"|\b(someone|somebody|\w+)('s going to|'ll| is going to| will| has agreed to| promised to) (water|feed|walk|take care of|look after)"
        r" my (plants|cat|dog|fish|pets?)\b"
        r"|\bdeleted (everything|it all|all my \w+)\b|\b(left|leaving) my (phone|laptop|computer) unlocked\b"
        r"|\b(please )?(give|take|keep) my (cat|dog|pets?|fish|bird|rabbit|hamster|kitten|puppy|plants) (to|for)\b"
        r"|\b(mailed|sent|posted|handed|dropped off) (\w+ )?(my|the) (house |car |spare |apartment |front door )?keys?\b|\b(the |my )?(spare |house |apartment |front door )keys? (is|are) (under|in|with|on)\b"
        # stop 31: loose ends tied up
        r"|\btying up (all )?(my |the )?(last )?loose ends\b"
        # stop 46 (enlook): everything one needs kept out of sight or in one place, nothing named
        # ("the bag with everything is under the bed", "everything i need is in a shoebox")
        r"|\b(the |a |my )?(bag|box|shoebox|rucksack|backpack|holdall|tin|pouch|case) with (it all|everything)( i need)?"
        r"( in it)?('s| is)? (hidden |tucked |stashed )?(away |up )?(under|in|behind|inside|at the (back|bottom) of"
        r"|on top of) (the|my|a)\b"
        r"|\b(the|my) stash('s| is)? (hidden |tucked )?(away )?(in|under|behind|inside) (the|my|a)\b"
        r"|\b(everything|all) i need('s| is)? ((hidden |tucked |stashed )(away )?(under|in|behind|inside|at the (back"
        r"|bottom) of) (the|my|a)|(under|behind|at the (back|bottom) of) (the|my|a)|in (a|an old) (\w{1,12} )?(shoebox"
        r"|box|tin|pouch|bag|case))\b"
        # stop 47 (enlook): everything or it all told packed and ready, then where ("it's all packed
        # and ready in the boot"): not ready for a trip or an occasion
        r"|\b((everything|it all|all of it)('s| is)|(it's|its|it is) all) (packed |laid out |set out )?(and )?(ready|set|sorted"
        r"|waiting) (in|under|behind|inside|at the (back|bottom) of) (the|my) (\w+ )?(cabinet|drawer|cupboard|wardrobe|bag"
        r"|box|rucksack|backpack|car|boot|locker|shed|garage)\b" + EN_READY_FOR +
        # stop 46 (lead): everything or it all told ready in one place ("everything's in the bathroom
        # cabinet ready"), and stop 47 (enlook) "it's all there in … waiting"
        r"|\b((everything|it all|all of it)('s| is)|(it's|its|it is) all)( there)? (in|under|behind|inside|at the"
        r" (back|bottom) of) (the|my) (\w+ )?"
        r"(cabinet|drawer|cupboard|wardrobe|bag|box|rucksack|backpack|car|boot|locker|shed|garage)( (all )?"
        r"(ready|set|sorted|waiting|good to go))\b"
    ),
    "overdose": (
        # stop 49 (enrisk): a taking told by a pronoun with help refused after it ("already took
        # them, dont want to go to the hospital"): the refusal names a dose taken
        r"\b(already |just )?(took|taken|swallowed|downed) (them|em|'em|those|these|it all|them all|all of (them|em|it)"
        r"|the (pills|tablets|meds|lot))\b"  # (stop 49, enwide: or "the pills"; letting, getting, refusing)
        r"(?! ((that |which )?(the|my) (doctor|gp|nurse|pharmacist|dentist|vet|consultant)|as prescribed|for my)\b)"
        r"(?=[\w' ,.]{0,24}\b(i )?(don'?t|do not|dont|won'?t|wont|not|am not|i'm not|im not|refus\w+) (want|wanna|going"
        r"|gonna|calling|call|ringing|letting|getting|to go)\b[\w ]{0,24}\b(hospital|a&e|er|ambulance|911|999|help|doctor"
        r"|paramedics)\b)|"
        # stop 49 (enwide): an overdose told as taken a short while ago ("overdosed an hour ago")
        r"\b(i )?(just )?overdosed\b(?= (like |about |around |maybe )?(an? |\d{1,2} |half an |twenty |ten )(hour|hr|min"
        r"|mins|minutes|hours|hrs) ago\b)|"
        # stop 48 (enimplied): all of a household's pills "had" ("I have had all of my husband's
        # pills with a glass of sherry"), not had checked, changed or taken away
        r"\b(have |'ve |i )?had all (of )?(my|the|his|her|our|[a-z]+'s|my [a-z]+'s) (\w+ )?(pills|tablets|meds"
        r"|capsules)\b(?! (checked|reviewed|changed|counted|taken away|removed|swapped|stopped|replaced)\b)|"
        # stop 36: a lot of a medicine taken (or more than one should, on purpose) and what it does
        # to the body now, in either order ("took loads of tylenol an hour ago, now i keep
        # throwing up"; "i'm so dizzy, i took a bunch of my pills")
        "(" + EN_TAKEN_MANY + r")[^\n]{0,80}" + EN_SYMPTOM + "|" + EN_SYMPTOM + r"[^\n]{0,80}(" + EN_TAKEN_MANY + ")|"
        # stop 42: the body failing after a dose told by reference, and a count of a drug "had"
        # with a drink or its time since ("had 24 paracetamol with vodka at 9")
        + EN_AFTER_A_DOSE + r"|\bhad (about |around |like |maybe |over |at least )?([2-9]\d|\d{3}|twenty|thirty|forty"
        r"|fifty|" + EN_MANY + r") (of )?(my |the )?(\w+ )?(" + EN_DRUG + r")\b(?=[\w' ,]{0,30}\b(with|and) (\w+ )?(" + EN_DRINK + r"|drink|drinks)\b"
        r"|[\w' ,]{0,30}\b(ago|(at|around) \d{1,2}))"
        r"|\b(knocked back|threw back|tossed back|gulped( down)?|chugged|chewed|crunched|scoffed|necked|popped) (about |around |like "
        r"|maybe |over )?([2-9]\d|\d{3}|twenty|thirty|forty|fifty) (of )?(my |the |his |her )?([\w']+ )?(" + EN_DRUG + r")\b|"
        # stop 31: a drink and some of the pills down, the rest next (in either order)
        r"\b(" + EN_DRINKING + r")\b" + EN_PART + r"[\w' ,.]{0,60}\b(" + EN_DRUG + r")\b[\w' ,.]{0,60}\b(" + EN_REST_NEXT + r")(?![^?\n]*\?)|"
        r"\b(" + EN_DRUG + r")\b" + EN_PART + r"[\w' ,.]{0,60}\b(" + EN_DRINKING + r")\b[\w' ,.]{0,60}\b(" + EN_REST_NEXT + r")(?![^?\n]*\?)|"
        r"\b(took|swallowed|downed|taken|had|finished|ate)\b[\w' ,]{0,40}?\bhalf (of )?(my|the|a|his|her) [\w' ,]{0,40}\b(gonna|going to|about to|i'll|i will) (take|swallow|finish|down) the rest\b|"  # probe 19
        r"\b(swallow\w*|tak(e|ing)|took|down(ing|ed)?|popp(ing|ed)|eat(ing)?)\b (them|(the |my )?(\w+ )?" + EN_DRUG + r")\b[\w' ,]{0,12}\b(one|two|a (few|couple)) (by one|at a time)\b[\w' ,.]{0,30}"
        r"\b(i'm (at|up to) \d{2,}|(\d{2,}|ten|twelve|fifteen|twenty|thirty|forty) (down|in|so far|now)|(had|taken|swallowed|done) (\d{2,}|ten|twelve|fifteen|twenty|thirty|forty))\b"
        r"|\b(poured|tipped|emptied|dumped|shook|tossed|threw)\b(?: [\w']+){0,6}? " + EN_DRUG + r"\b(?: [\w']+){0,4}? (into|in|down) my (mouth|throat)\b"
        r"|\b(washed|chased|knocked|washing|chasing) (down |back )?(?:[\w']+ ){0,6}?" + EN_DRUG + r"\b(?: [\w']+){0,3}? (down )?with (\w+ )?(vodka|whiskey|whisky|gin|wine|beer|rum|tequila|liquor|booze|alcohol|bourbon|brandy|sake|soju)\b"
        r"|\b(chewed|chewing|crunched|crushed|chomped|took|swallowed|downed|necked|popped|ate|threw back|knocked back|tossed back)\b (up |through )?(a |the |my )?(fistful|handful|palmful|load|heap|bunch|whole (bottle|box|pack|packet|strip|blister|sheet)|entire (bottle|box|pack|packet|strip|blister|sheet)|all|all of|the lot|the rest) (of )?(my |the |his |her |mum'?s |mom'?s |dad'?s )?(\w+ )?" + EN_DRUG + r"\b"
        r"|\b(took|swallowed|downed|ate|taken|drank|chugged|necked|popped)\b(?: \w+){0,2}? (" + EN_MANY + r")(?: [\w']+){0,2}? "
        + EN_PILLS + r"|\b(took|swallowed|downed|taken|had) an overdose\b|\b(just|already) (overdosed|od'?d)\b"
        r"|\b(took|swallowed|downed|taken) (everything|all the \w+) in (my|the) (medicine )?(cabinet|drawer|cupboard)\b"
        r"|\b(took|swallowed|downed|taken) (every|each) (single )?(pill|tablet|capsule) (in|from|out of|i (had|have|could find))\b"
        r"(?![\w' ]{0,25}\bto (the|a|my) )"
        r"|\b(already |just )?swallowed (them|it all|them all|all of them|everything|the (whole|entire) (?!(burger|pizza|sandwich|cake|steak|taco|donut|doughnut|cookie|meal|thing|bite|piece|slice|apple|candy|gum)s?\b)\w+)\b"
        # stop 36: not a dose taken with a meal or as prescribed ("swallowed them with my dinner")
        r"(?![\w' ,]{0,40}\b(with (my |the |a |your )?(food|breakfast|dinner|lunch|tea|supper|meals?|snack)"
        r"|as (prescribed|directed|told)|like (the|my) (doctor|gp|nurse|pharmacist) said)\b)"
        r"|\b(drank|swallowed|took|drunk|taken|ate|eaten|chugged|downed|necked) (the |some |a bottle of |half a bottle of "
        r"|half (of )?the bottle of |(a|the) (whole|entire) bottle of |a (cup|glass|mug|capful|bunch|handful|lot|few) of )?(\w+ )?" + EN_POISON
        # stop 42 (lead): an amount told by the supply it was: a whole month's or week's ("downed
        # my entire two weeks of seroquel"), or a month's supply taken at once; not carried to a
        # pharmacy or a doctor
        + r"|\b(took|swallowed|downed|necked|popped|ate|taken)\b (my |a |the )?(whole|entire|full) "
        + EN_SUPPLY + r"(?![\w' ]{0,25}\b(to (the|a|my) |with (me|us|him|her)\b|along\b))"
        r"|\b(took|swallowed|downed|necked|popped|ate|taken)\b (my |a |the )?" + EN_SUPPLY
        + r"[\w' ,]{0,30}\b(at once|in one go|all at once|at the same time)\b"
        # stop 32: the whole bottle taken, no drug named ("just took the whole bottle")
        + r"|\b(took|swallowed|downed|drank|necked|chugged) (the|a|my) (whole|entire) (bottle|box|pack|packet"
        r"|strip|jar)(?= ?(?:$|[.,!?;])| of (my |the |his |her )?(\w+ )?(" + EN_DRUG + r"|" + EN_POISON + r")"
        # stop 43: or told by the time since ("took the whole bottle about an hour ago")
        + r"| " + EN_ELAPSED + r")"
        # stop 46 (lead): a bottle or a box of them finished or emptied, a drug's or pills' (not a
        # drink's: "finished the whole bottle" alone is wine)
        + r"|\b(finished|finished off|emptied|polished off) (the|a|my) (whole |entire )?(bottle|box|pack|packet|strip"
        r"|jar|tub) of (them|(my |the |his |her )?(\w+ )?(" + EN_DRUG + r"))\b(?![^\n]{0,80}?" + EN_FOOD_TOLD
        + r"|[\w' ,]{0,30}\b(course|prescription|antibiotics?)\b)"
        # round ten: taken until none are left, or what the bottle held
        + r"|(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\bjust )|(?<=\balready )|(?<=\bthen )|(?<=\bkept ))(chewed|chewing|swallowed|swallowing|took|taking|downed|downing|ate|eating|popped|popping|necked|crunched)"
        r" ((all |every one )?(of )?them|(all )?(of )?(my|the|those|these) (\w+ )?(pills|tablets|meds|capsules)|(my |the )?" + EN_DRUG + r")( up| down| all)?"
        r"(?![\w' ]{0,40}\b(every|each|a|per|once|twice) (day|night|morning|week)\b)(?![\w' ]{0,40}\bfor (a|the|two|three|\d+) (days|weeks|months)\b)"
        r"[\w' ]{0,40}?\b(until|till|til|and now|now|so now|and)( that)? (there('s| is| are| was| were) (none|nothing|no more)|(the|my) (bottle|pack|packet|box|strip|blister|jar)('s| is| was) (empty|gone|finished)|(it|they)('s| is| was|'re| are| were) (all )?(empty|gone))\b"
        r"|\b(swallowed|took|downed|ate|necked|chewed) (what|whatever|everything)( that)?( was)?( left)? in (the|my|that) (pill )?(bottle|pack|packet|box|jar|tub|strip)\b"
        # stop 41: the pills taken and then "all of them" told apart ("i took the pills. all of
        # them."), or "did it" and then all of them taken, not a course of treatment finished
        r"|(\b((took|swallowed|downed|ate) (the|my) (pills|tablets|meds|capsules)|(the|my) (pills|tablets|meds"
        r"|capsules) (are|went|have gone) down)[.,!]+ (all of them|every (single "
        r"|last )?one( of them)?|the (whole|entire) (lot|bottle|pack))|\b(did|done) it\b[.,!]* (i )?(just |already )?(took"
        r"|swallowed|downed|ate) (all of them|them all|every (single |last )?one|everything|the lot))\b"
        r"(?![\w' ,.]{0,40}\b(course|antibiotics?|prescri\w*|as directed)\b)"
        # stop 40: a drug taken and then counted in tens, told as done ("took the kids' tylenol and
        # all of mine, about 50, like an hour ago")
        r"|\b(took|swallowed|downed|necked|popped|ate)\b[\w' ,]{0,40}?\b(" + EN_DRUG + r"|mine|them)\b[\w' ,]{0,30}?"
        r"\b(about |around |like |maybe |over |at least |nearly |almost )?([2-9]\d|\d{3}|twenty|thirty|forty|fifty"
        r"|sixty|seventy|a hundred)\b(?! (mg|milligrams?|ml|minutes?|mins?|seconds?|years?|days?|times|percent|%)\b)"
        r"|\b(took|swallowed|downed|necked|popped|ate)\b (about |around |like |maybe |over |at least |nearly |almost )?"
        r"([2-9]\d|\d{3}|twenty|thirty|forty|fifty|sixty|seventy|a hundred) (of )?(my |the |his |her )?([\w']+ )?"
        r"(" + EN_DRUG + r")\b"
    ),
    "attempt": (
        r"\b(after|since) (the|my) (last |first )?(overdose|attempt|od)\b(?! (on|at|to|of|in)\b)|"
        r"\b(i )?(took|swallowed) (\d+|twenty|thirty|forty|fifty|a handful|a bunch|the whole (bottle|pack))\b[\w' ]{0,20}\b(and|but) (woke up|survived|lived)\b|"  # stop 35
        r"\b(i|i've) (did|done|tried) it (before|once|twice) in (19|20)\d\d\b|\b(i|i've) (did|done|tried) it (before|once|twice)\b(?=[\w' ,]{0,30}\b(found me|hospital|icu|survived|woke up|saved))"
        r"|\b(the )?(last|first) time i tried\b(?! to (?!(kill|end|hang|overdose|die|od)\b))|\bthe first time (didn't work|failed)\b|\bdidn't work (last time|the first time)\b|\b(hospital|doctors|the ward) (let me go|discharged me|released me)\b|\bwoke up in (the )?(icu|hospital)\b(?![\w' ]{0,12}\b(after|from) (my|the|a|an) (\w+ )?(surgery|operation|op|procedure|c-section|birth|accident|crash|fall)\b)"
        r"|\btried (hanging|to hang|jumping|to jump|overdosing|to overdose|cutting my wrists)\b|\btried once\b|\b(attempted|tried) (before|once|twice)\b|\bi've attempted\b|\battempted\b(?! (the|a|an|my|this|that|it|his|her|their|some|again)\b)(?! to (?!(kill|end|hang|overdose|die|od|take my)\b))"
        r"|\bmy (last|first|previous|second|third) (try|go)\b(?! (at|on|of|in the|with)\b)|\b(mark|marks|bruise|bruises|scar|scars|burn) (on|around|across) my neck from the (cord|rope|belt|ligature|noose|scarf|cable)\b"
        r"|\battempt (#|number |no\.? ?)(\d|two|three|four|five)\b(?! (at|on|of)\b)|\b(the )?(paramedics|ambulance|police) (got|came|arrived|showed up) (there |here |to me )?too (fast|quickly|soon|early)\b"
        r"|\bwhen i (jumped|hung myself|overdosed|od'?d|cut my wrists|slit my wrists) (the first time|last time|before)\b|\b(the first time|last time) i (jumped|hung myself|overdosed)\b"
        r"|\bmy (mother|mum|mom|father|dad|sister|brother|roommate|flatmate|wife|husband|friend|parents) find me(?=\s*(?:$|[.,!?;]| and\b| in time\b| before\b))|\bslit my wrists?\b"
        r"|\b(woke up (on|in) (the )?(ward|icu|hospital|a&e|er|psych ward|resus)|ended up in (resus|icu|a&e|the psych ward)(?![\w' ]{0,30}\b(with|for|because|due to|after|from)\b))\b(?![\w' ]{0,12}\b(after|from) (my|the|a|an) (\w+ )?(surgery|operation|op|procedure|c-section|birth|accident|crash|fall)\b)|\bsince (my (attempt|overdose|od)|the (overdose|od))\b"
        r"|(?<!you )(?<!they )(?<!he )(?<!she )\bsurvived\b(?! (\w+ ){0,2}(week|weekend|day|night|semester|term|exams?|finals|test|shift|party|flight|storm|winter|summer|heat ?wave|meeting|trip|holidays?|move|interview|deadline|class|school|marathon|wedding|christmas|thanksgiving|dinner|season|year|month)s?\b)|\bfound me\b(?![\w' ]{0,40}\b(hide and seek|hide-and-seek|escape rooms?|laser ?tag|paintball|airsoft|sardines|manhunt)\b)(?! (and|to) (gave|give|hugged|hug|said|say|asked|ask|smiled|told|tell|waved|invited|introduced|bought|thanked|chatted|talked)\b)(?! (a|an|the|some) (job|place|seat|apartment|ride|room|table|spot)\b)|\bpumped my stomach\b|\b(they|paramedics|the paramedics|the ambulance|an ambulance|the police|the cops|the doctors|someone|somebody|my (mum|mom|dad|flatmate|roommate|partner|wife|husband|boyfriend|girlfriend|brother|sister|friend)) (got|get) to me (just )?in time\b(?![\w' ]{0,30}\b(game|match|race|queue|tag|crash|accident|fall|fell|fire|flood)\b)|\b(had to|needed to|have to) pump my stomach\b|\bhad my stomach pumped\b|\btried to (kill|end) (myself|my life|things)\b"
        r"|\b(first|last|previous) attempt\b|\bmess it up again\b|\boverdosed\b|(?<!weather )(?<!rain )(?<!snow )(?<!storm )(?<!traffic )(?<!work )(?<!it )\b(saved|stopped) me\b"
        r"|\btook (pills|an overdose|too many) (last|before|once)\b"
        r"|\b(last time|the last time|that time) [\w' ]{0,20}\b(ended up in|woke up in|went to) (the )?(er|hospital|icu|a&e|emergency)"
        r"|\bmy (last |first |previous |second )?(overdose|od|attempt)\b|\bi was (found|rescued|resuscitated|revived)\b(?! (guilty|innocent|out|to be))"
        # (stop 49, enrisk: not a rope asked about "if the rope snapped", nor a climb's or a swing's)
        r"|(?<!\bif the )(?<!\bif my )(?<!\bif a )\b(rope|cord|belt|noose|ligature|branch) (snapped|broke|came loose"
        r"|gave way|didn't hold)(?![^.!?\n]{0,40}\b(climb\w*|route|belay\w*|harness|abseil\w*|rappel\w*|swing|boat"
        r"|anchor|tow\w*|tug)\b)"
        r"|\b(had|put|got|tied) (the |a |my )?(cord|rope|belt|noose|ligature|cable|scarf|leash) [\w ]{0,12}(around|round) my neck\b"
        r"|\bswallowed (a |the )?(whole |entire )?(bottle|box|pack|handful|strip)\b"
        r"|\b(try|do it) again,? (but )?(better|properly|harder|right|for real)(?=\s*(?:$|[.,!?;]))|\b(last time|the first time|that time|before),? i (cut|went|took|jumped|did it) (too (shallow|little|few|low)|not (deep|high) enough)\b|\b(didn't|did not) (cut|go) deep enough\b|\b(didn't|did not) take enough (pills|tablets|of (them|the pills|my \w+))\b|\b(last time|the first time) i (didn't|did not) take enough\b(?! (water|food|snacks|clothes|layers|money|cash|time|breaks|notes|photos|sleep|rest|sunscreen|supplies|gear|days off|vacation|leave)\b)"
        # stop 34: an attempt interrupted or aborted (the Columbia protocol): a means held to the
        # body or in hand and put back, got as far as a place of danger, about to when stopped,
        # a cord begun, up on a chair with a belt, someone walking in before
        r"|\b(had|held|put|pressed|was holding) (the|my|a) (\w+ )?(" + EN_DRUG + r"|blade|knife|razor|rope|belt|cord|gun|pistol|rifle|noose|bottle|scarf)\b"
        r" ?(in my hands?|against my (wrist|wrists|neck|throat|skin|arm|chest|head|temple)|to my (head|wrist|neck|throat|temple|chest)|around my neck|in my mouth)\b"
        r"[\w' ,]{0,24}\b(put (them|it) (back|down|away)|stopped|couldn't|could not|didn't|got down|changed my mind|chickened out|backed out|froze|lost my nerve)\b"
        r"|\bgot as far as (the|my) (\w+ )?(bridge|railing|edge|roof|rooftop|tracks|platform|ledge|cliffs?|top floor|water)\b(?![\w' ]{0,20}\b(on|during) (my|a|the) (run|walk|ride|jog|hike)\b)"
        r"|\b(i was|i'd been|i was just|i got) (about to|going to|ready to|this close to|so close to|seconds from|seconds away from) (jump|do it|swallow (them|it|the \w+)|cut|pull the trigger|step off|let go|take (them|it|the pills)|kick the (chair|stool))\b(?=,? (when|but|and then|until|before)\b)"
        r"|\b(started|began) (tying|to tie|knotting|making) (the|a|my) (cord|rope|belt|noose|knot|ligature|scarf)\b(?![\w' ]{0,20}\b(for|to|on|onto) (the|a|my) )[\w' ,]{0,12}\b(then|but|when|until)\b"
        r"|\b(stood|was standing|was up|sat) on (the|a) (chair|stool|ledge|railing|edge)\b with (the|a|my) (belt|rope|cord|noose|scarf|cable)\b"
        r"|\b(walked in|came in|came home|knocked|called|showed up|found me|stopped me|caught me)\b[\w' ,]{0,20}\b(before|just before|right before|as) i (could|was about to|was going to) (swallow|do it|jump|cut|take (them|it|the)|pull|kick|step|go through with it)\b"
        # stop 35: an attempt almost made, told without its means or its rescuer
        r"|" + EN_ALMOST +
        # stop 30: a jump told by what it did to the body
        r"|\bjumped (once|before|last (year|month|time|summer|winter|spring|fall))\b[\w' ,.]{0,30}\b(broke|broken|shattered|survived|hospital|woke up|wheelchair)\b"
    ),
    "stockpile": (
    # stop 37: a method set up by objects no other atom names: weights in one's pockets beside
    # water, something vague bought or ordered "to do it", an appliance in the bath, fuel poured
    # over oneself (ADR 0110 amendment "stop 37")
    r"(" + EN_WEIGHTED + r")[^\n]{0,60}\b" + EN_WATER + r"|\b" + EN_WATER + r"[^\n]{0,60}(" + EN_WEIGHTED + ")"
    + r"|" + EN_BOUGHT_FOR_IT + r"|" + EN_BATH_APPLIANCE + r"|" + EN_DOUSED
    # stop 37: a cord named, then tied round one's neck by a pronoun ("my dog's lead, going to tie
    # it round my neck"; not a tie or a scarf)
    + r"|\b(lead|leash|belt|cord|cable|rope|wire|sheet|strap|charger cable|extension lead)s?\b[^\n]{0,40}\b(tie|tied|tying|wrap"
    r"|wrapped|wrapping|loop|looped|looping|put|putting|pull|pulled|pulling)( \w+)? (it|them) (tight |tightly )?(a?round) my"
    r" (neck|throat)\b"
    + r"|"
        # stop 33: the drug named first, then saved ("the pills i've saved")
        r"\b(" + EN_DRUG + r") (that |which )?i('ve| have| had)? (been )?(saved|saving|stockpiled|stockpiling|hoarded|hoarding|stashed|put aside|set aside|kept back)\b|"
        # probe 18: a medicine and a drink laid out together, not asked about
        r"\b(" + EN_DRINK + r")\b[\w' ,]{0,40}\b(" + EN_DRUG + r"|prescription|prescribed)\b[\w' ,]{0,40}\b(" + EN_LAID + r")\b(?![^?\n]*\?)"
        r"|\b(" + EN_DRUG + r"|prescription|prescribed)\b[\w' ,]{0,40}\b(" + EN_DRINK + r")\b[\w' ,]{0,30}\b(" + EN_LAID + r")\b(?![^?\n]*\?)|"
        r"\b(not taking|stopped taking|haven't (been )?tak(en|ing)|skipping|pretend(ed|ing)? to take|spitting out)"
        r" (any|them|it|my \w+)\b[\w' ,]{0,40}\b(pile|stash|stockpile|saving (them|it)|saved (them|it)|collection|hoard"
        r"|keeping them|enough)\b|\b(have|got|holding|carrying) (about |over |like )?(\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred) (of )?(my |the |these |those |his |her |my \w+'s )?(\w+ )?" + EN_DRUG + r"\b|\b(pile|stash|stockpile|hoard|collection) of (my )?" + EN_DRUG + r"\b"
        # a means held and stared at for hours
        r"|\b(holding|held|staring at|stared at|looking at|sitting with|clutching|gripping) (the|a|my|this|that) (bottle(?! of)|pill bottle|pills|blade|razor|knife|rope|noose|gun)\b"
        r"[\w' ]{0,30}\b(for (an|a|the last|the past|over an|almost an|nearly an|about an|two|three|\d+) (hours?|minutes)|all (night|day|evening)|since)\b"
        # stop 31: a blade pressed to the wrist for a while
        r"|\b(blade|razor|knife)('s| has| is)? (been )?(pressed|held|resting|pushed) (against|to|on) my (wrists?|arms?|throat"
        r"|neck|skin)\b[\w' ]{0,20}\b(for (an|a|the last|the past|over an|almost an|nearly an|about an|two|three|twenty"
        r"|thirty|\d+) (hours?|minutes)|all (night|day|evening)|since)\b"
    ),
    "hyperbole": (
        # stop 48 (overread): "dead inside" is a numbness told, no hyperbole
        r"\bdying (to|for|of)\b|\bkilling me\b|\bcould (just )?die of\b|\bi'm dead\b(?! weight| inside)|\bdead tired\b"
        r"|\bdie of (laughter|embarrassment|boredom|cringe|shame)\b"
        r"|(?<!wish i )(?<!wish )\bcould sleep (for (a week|days|a year)|forever)\b(?! and (never|not) wake)(?! and (that|it)('d| would| will)? be)|\bto die for\b|\bkill(ed|ing)? it\b|\blo+l+\b|\blmf?ao+\b|\bha(ha)+h?\b"
        r"|\b(so|totally|literally|basically) dead\b(?! weight| inside)|\bdied laughing\b|\bkill me now\b"
    ),
    "media": (
        r"\bmovie\b|\bfilm\b|\bnovel\b|(?<!pension )(?<!bank )(?<!cheque )(?<!check )(?<!address )(?<!rent )"
        r"(?<!savings )(?<!log )(?<!passport )(?<!note )\bbook\b|\bstory\b|\bsong\b|\blyrics?\b|\bnews\b|\barticle\b"
        r"|\bcharacter\b|\bshow\b(?! up\b)|\bseries\b|\bepisode\b|\bgame\b(?! (over|end) (for me|irl)\b)|(?<!after )(?<!before )(?<!\blast )(?<!after my )(?<!before my )(?<!way to )(?<!walk to )(?<!late for )(?<!ride to )\bclass\b|\bstudying\b|(?<!you're )(?<!you are )(?<!youre )(?<!\bur )(?<!\bu r )(?<!\bure )\breading\b(?! my (last |goodbye |suicide )?(note|letter)\b)(?! (about |up on )?(how|which|what) )(?! (about|up on) (how|which|what))(?! (about )?(the )?(mask|exit bag|hood|tubing|regulator)\b)"
        r"|\bpaper\b|\bessay\b|(?<!done my )(?<!done the )\bresearch\b|\bthesis\b|\bproject\b|\bpresentation\b|\breport\b|\bsurvey\b|\bromeo\b|\bdocumentary\b|\bcelebrity\b"
    ),
    "disposal": (
        r"\bflush(ed|ing)? (them|it|the \w+|my \w+)\b|\b(threw|thrown|throwing|tossed) (them|it|the \w+|my \w+) (away|out|in the (trash|bin))\b"
        r"|\b(put|putting) (them|it|the \w+) back\b|\bhanded (them|it|the \w+) (over|in)\b|\b(return|returning|returned|sending|send|sent) (them|it|the \w+|the extras?|the rest) back\b|\b(returning|return|returned) (them|it|the extras?|the rest)\b(?! (to me|home))"
        r"|\b(took|take|taking|brought|bring|gave|give|handed|returned|returning)\b[\w' ]{0,30}\bback to the (hospice|pharmacy|chemist|nurse|doctor|hospital|police|gp|surgery)\b"
        r"|\bgave (them|it|the \w+|my \w+) to [\w' ]{1,20} to (keep|hold|lock)\b"
        r"|\b(taking|take|took|bringing|brought|handing|handed|hand) (it|them|the \w+) (all )?(back )?(in|to the (police|pharmacy|chemist|amnesty|station|tip))\b|\bamnesty\b|\b(selling|sell|sold|pawn(ed|ing)?) (it|them)\b(?! (all|to buy))|\bgoing to the (gun shop|pawn ?shop|pawnbroker)\b"
        r"|\bdispos(e|ed|ing) of (it|them|all|the \w+( \w+)?|my \w+)\b"  # stop 32
    ),
    "continuation": (
        # stop 48 (enimplied): an ordinary outing next, now or later ("off to bridge club now")
        # stop 49 (enrisk): off to a destination named, ending its clause ("off to ibiza")
        r"\b(off|flying|jetting) (out )?to (?!(the|a|my|die|end|do|heaven|hell|sleep|rest|join|meet|be|see|go)\b)[a-z]{3,}"
        r"(?=\s*(?:$|[.,!?;]| for| tomorrow| tonight| next| on))|"
        r"\b(off|heading|going) to (\w+ ){0,2}(club|class|church|bingo|bowls|golf|choir|the shops|lunch|brunch"
        r"|the pub|the gym|yoga|pilates|the allotment|the garden centre)( now| later| this afternoon| tonight)?\b|"
        r"\bsee (you|ya|u) (next|tomorrow|later|soon|on(?! the other side\b(?! of\b)(?![\s,.!]*(lol|lmao|haha\w*|xd|jk)\b))|then|at|after)\b|\btalk (to you )?(tomorrow|later|soon|next)\b"
        r"|\b(leaving|farewell|going[- ]away|goodbye) (party|do|drinks|dinner|lunch)\b|\bsend[- ]off\b"  # stop 37
        r"|\bkeeps? (us|me) in touch\b|\bstay(ing)? (connected|in touch)\b|\bpen ?pals?\b|\bkeep(ing)? a journal\b"
        r"|\bjournal(l)?ing\b"  # stop 37 (ESConv): letters written as a habit
        r"|\bday off\b|\b(lie|sleep)[- ]in\b|\bno (work|school|class|classes|lectures|uni) tomorrow\b|\boff (work )?tomorrow\b"
        r"|\bbank holiday\b|\bannual leave\b|\bworking from home\b|\bwfh\b"  # stop 37: a day with no alarm
        r"|\bwish me luck\b|\bexam hall\b|\bone more (exam|shift|week|day|class|paper|test|lecture|meeting|assignment|essay)\b|\bfree for the (rest|summer|weekend|holidays?)\b|\bon (a|the|my) (flight|plane)\b|\b(early|late|morning|evening|night|red-?eye|overnight) flight\b|\bflight (to|at) \w+|\bswitching to\b|\bnew (discord|server|group chat|gc)\b"
        # stop 31: a trip, a vacation or a move before going
        r"|\b(going on|leaving for|off on|before) (a|my|our|the) (\w+[- ])?(\w+ )?(trip|vacation|holiday|deployment|tour)\b"
        r"|\b(\w+|\d+)[- ](week|day|month) (trip|vacation|holiday|deployment)\b|\bmoving (to|abroad|away to) \w+"
        r"|\buntil next (time|week|session)\b|(?<!be here )(?<!be around )\bnext (session|week)\b|\b(be|i'll be|i'm) back (at|by|in|around|tomorrow|tonight|later|soon)\b"
        # stop 34: where one will be instead, a session moved, a visit, a break for a while (not
        # "next week" when it is the day one will not be here)
        r"|\b(i'll|i will) be (in|at) (?!(a better place|heaven|peace|the ground|my grave|hell|the other side|the (water|river|sea|lake|ocean|bridge|tracks|cliffs?|roof))\b)\w+"
        r"|\b(move|moving|reschedule|rescheduling|cancel|cancelling|canceling|push|pushing|change|changing|switch|skip|skipping) (our|the|my|this|next|that|today's|tomorrow's) (session|appointment|meeting|call|class|lesson)\b"
        r"|\bfirst day (of|at) (school|work|uni|college|kindergarten|nursery|the new job|my new job)\b|\b(starting|start|working|doing|on) (my |the |a )?(new )?(night |day |double |early |late )?(shifts?|job|placement|rotation|internship)\b|\bvisiting (my|our|family|friends|relatives|the)\b|\bgoing (camping|hiking|fishing|skiing|snowboarding|surfing|sailing|backpacking|travell?ing|abroad|on (a |my |our )?(holiday|vacation|trip|retreat|cruise)|to (my|our|a|his|her) \w+)\b|\b(off the grid|on a retreat|at a retreat|digital detox)\b"
    ),
    "seal": (
        r"\b(sealed|taped( up)?|blocked|stuffed|covered) (up )?(the |all the |every |my )?(windows?|vents?|doors?|gaps?|cracks?)\b"
        r"|\b(in|inside) the car\b[\w' ,]{0,40}\bwindows (rolled )?(up|closed|shut)\b"
        r"|\btowels? (under|along|at) the door\b"
        r"|\b(windows?|vents?|gaps?|cracks?)( all)?( are| is|'s|'re)? (all )?(taped|sealed|blocked)( up| shut)?\b"
        r"|" + EN_SEALED  # stop 46 (enlook)
    ),
    "keepsake": (
        r"\btime capsule\b|\b(letter|note|video) to my future self\b|\b(on|for) (his|her|their) (\d+(st|nd|rd|th)|eighteenth|sixteenth|twenty-first|wedding|graduation)( birthday| day)?\b"
        r"|\b(open|read|watch|get|have) (it|them|this|the (letter|note|box|video))? ?[\w' ]{0,16}\b(when|once|on the day) (he|she|they) (turns? (\d+|eighteen|sixteen|twenty-one|thirty)|graduates?|gets? married|leaves? for college|goes? (off )?to college|starts? (college|university|high school))\b"
    ),
    "restraint": r"\b(holding|held|hold) (myself )?back\b|\bresist(ing|ed)? the urge\b|\bfight(ing)? the urge\b|\bstopp?(ed|ing)? myself\b",
    "joke_tag": r"\(\s*(jk|j/k|joking|kidding|just (kidding|joking)|not serious)\b|(?<!\w)/s(?=\s*$)|(?<!\w)/j\b",
    "joke": r"\b(jk|j/k|just (kidding|joking)|(i'm|i was) (only |just )?(kidding|joking)|kidding lol|lol kidding)\b|\b(lol|lmao|lmfao|rofl|ha(ha)+)(?=\s*(?:$|[.!?]))|(😂|🤣|💀)+(?=\s*(?:$|[.!?]))",
    # A near miss or a slip: a means or a place of danger met by accident.
    # stop 33: a burn or a cut from a stove, a curling iron, a can, shaving (cancels self-harm)
    "mishap": (
        r"\b(burn(ed|t)?|cut|scald(ed)?|nick(ed)?) myself (shaving|cooking|baking|ironing)\b"
        # stop 35: bites, an itch or a skin complaint scratched; a slap on the forehead; a pinch to
        # stay awake; an injury by accident; bruises from the gym
        r"|\b(mosquito|bug|insect|flea|midge|gnat|spider|bed ?bug) bites?\b|\b(so )?itchy\b"
        r"|\b(the )?(mosquito|mozzie|midge|bug)e?s? (got|bit|ate) me\b"
        r"|\b(eczema|psoriasis|dermatitis|chickenpox|hives|my rash|a rash|sunburn)\b"
        r"|\b(slapped|smacked|hit|tapped|whacked) (myself|my) (on the |in the )?forehead\b"
        r"|\bpinch(ed|ing)? myself (to (stay|keep) awake|to (check|see|make sure)|(awake|in lectures))\b"
        r"|(?<!not )(?<!wasn't )(?<!no )\bby accident\b|(?<!not )(?<!never )\baccidentally\b"
        r"|\bhit(ting)? the (gym|weights|slopes|pitch|track|trails|court|mats)\b|\bleg day\b"
        # stop 40: hurt "on" a thing (not on purpose, not on a part of oneself): the thing did it
        r"|\b(burn(ed|t)?|cut|scald(ed)?|nick(ed)?|scratched|scraped|sliced) myself on (a|an|the|some|his|her|their|our"
        r"|my (?!(arms?|wrists?|legs?|thighs?|skin|stomach|hips?|body|chest|neck)\b))\b(?! purpose\b)"
        r"|\b(burn(ed|t)?|cut|scald(ed)?|nick(ed)?) myself (on|with|while|when)\b[\w' ]{0,20}\b(stove|oven|hob"
        r"|iron|curling iron|straighteners?|kettle|pan|pot|tray|can|lid|paper|grater|mandoline)\b"
        r"(?![\w' ]{0,20}\b(on purpose|deliberately|to feel|because|so i|again and again)\b)"
        # stop 34: hurt at the gym or in a game, a punch bag at boxing, an animal's scratches
        r"|\b(hurt|injured|pulled|strained|tweaked|sprained|bruised) (myself|my \w+) (at|in|during|playing|lifting|running|doing|on) (the |a |my )?(gym|practice|training|football|soccer|rugby|basketball|netball|hockey|game|match|workout|yoga|stairs|ice|trampoline|climbing wall|skate ?park)\b"
        r"|\b(punch(ed|ing)?|hit(ting)?|kick(ed|ing)?) the (bag|heavy bag|punching bag|pads|speed bag)\b|\bat (boxing|kickboxing|karate|judo|muay thai|mma)\b"
        r"|\b(my|the|our|a|his|her) (cat|kitten|dog|puppy|hamster|parrot|bird|rabbit|ferret|horse|rescue) (scratched|bit|clawed|nipped|attacked)\b"
        r"|\b(hit|bumped|banged|smacked|knocked|whacked) my head on (the|a|my) (\w+ )?(cupboard|door|shelf|cabinet|ceiling|table|car|doorframe|door frame|beam|bunk|desk|counter|sink)\b"
        # stop 49 (lead): a minor injury named as what bleeds ("it's bleeding a lot but it's just a
        # scraped knee"), not a cut of one's own arm or wrist
        r"|\b(scraped|grazed|skinned|scuffed|stubbed) (my |a |his |her |their )?(knee|knees|elbow|elbows|toe|shin|palm)\b"
        r"|\b(nose ?bleeds?|paper cut|shaving cut)\b|\bfell off (my|the|a|his|her) (bike|skateboard|scooter|horse)\b"
        r"|\b(cut|sliced|nicked) (my|the|his|her) (finger|thumb|fingertip) (on|with|while|chopping|cutting|slicing|opening)\b"
    ),
    "accident": (
        r"\b(almost|nearly) (got |get |was |been )?(hit|ran over|run over|stepped|walked|fell|slipped|tripped)\b"
        r"|(?<!like an )(?<!like a )(?<!look )(?<!looks )(?<!think it was an )(?<!think it's an )\baccident(al|ally)?\b|\bfood poisoning\b|\ballergic reaction\b|\banaphyla\w+|\bhide[- ]and[- ]seek\b|\bhiding spot\b|(?<!\bhe )(?<!\bshe )(?<!\bmum )(?<!\bmom )(?<!\bdad )(?<!\bnan )(?<!\bbrother )(?<!\bsister )(?<!\bgrandma )(?<!\bgrandpa )(?<!\bnobody )(?<!\banyone )\bwasn't (looking|paying attention)\b|\blooking at my phone\b"
    ),
    "hypothetical": (
        r"\basked (me )?(if|whether)\b|\bask(ed|s)? me about\b|\bhypothetically\b|\bwhat if someone\b|\bin theory\b|\bif someone\b|\bif a person\b"
        # stop 46 (ESConv): a condition on being suicidal, not "even if" ("if i was suicidal i'd
        # call them", "If I am suicidal, may be, but…"), nor one that asks for help ("…, what
        # should I do?")
        r"|(?<!even )(?<!only )(?<!what )(?<!wonder )(?<!wondering )(?<!know )(?<!sure )(?<!idk )\bif (i|one) (am|was|were|'m|ever (got|get|became|felt)|got|get|became|felt)"
        r" (ever |really |actually )?suicidal\b(?![\w' ,]{0,40}(\?|\b(what|who|where|how) (should|do|can|would) i\b))"
        # stop 35 (ESConv): someone who thought the speaker suicidal and was wrong, a fear of
        # suicide beside a love of living, starving oneself as what a look would take
        r"|\b(thought|think|thinks|assumed|believed|decided) (that )?i (was|am|'m) (suicidal|trying to kill myself|going"
        r" to (hurt|kill) myself)\b(?=[\w' ,]{0,60}\b(but i (wasn't|was not|was just|just|only|am not|'m not)"
        r"|i was (just|only)|(called|rang|phoned) (the )?(police|cops|911|999|an ambulance)|sent (the )?(cops|police)"
        r"|for no reason|by mistake)\b)"
        # stop 37 (ESConv): someone's advice to "end things" (a relationship ended on their word)
        r"|\b(thinks?|said|says|told me|tells me|wants? me|advised( me)?|suggest(s|ed)?|keeps? saying) (that )?i (need|should"
        r"|have|ought|must|had) to end (things|it)\b(?! (all|for good|forever|tonight|today|now)\b)"
        r"|\btoo (scared|afraid|much of a coward|chicken) to (commit suicide|kill myself|do it)\b(?=[\w' ,.!]{0,40}\bi"
        r" (actually |really |honestly )?(enjoy|love) (living|life|my life|being alive)\b)"
        r"|\b(would|'d|will|'ll) (have to|need to|got to|gotta) starve (myself|yourself)( for (a|two|three|\d+|a few)"
        r" (days?|weeks?|months?))?(?= to (look|fit|be|get|lose"
        r"|achieve|make weight|afford)\b)"
    ),
    # stop 35: relief at an ordinary end ("at peace, exams done", "a better place once i'm home
    # from this shift"): a passive wish in its sentence that names no death is that relief
    "ordinary_end": (
        r"\b(my |the )?(exams?|finals|midterms|the (move|wedding|deadline|interview|semester|term|project"
        r"|audit|trial|tour|inspection|presentation|shift)) (are |is )?(all )?(done|over|finished)\b"
        r"|\bonce (i'm|i am|i get) (home|back home|off work|off shift|done with (work|this shift|my shift))\b"
        r"|\bhome from (this|my|the) (shift|job|office|night shift|double)\b"
    ),
    "resolved": (
        r"\bmuch better\b|\bbetter place\b|\bclean for\b|\bdoing (much |a lot )?better\b|\brecovered\b"
        r"|\bhaven't (done it|since|hurt)\b|\bbehind me\b|\bnot anymore\b|\bover it now\b"
        # stop 47 (turns): the time since told bare ("haven't in ten years", "been clean two years")
        r"|\b(haven't|have not) (in|for) (years|ages|a long time|(\w+|\d+) (years|months))\b"
        r"|\bbeen clean (\w+|\d+) (years|months)\b"
        r"|\b(therapy|treatment|meds|medication|counsel\w*) (really )?helped\b|\bhelped me (so much|a lot)\b"
        r"|\bin a (really |very |much |pretty )?(good|better|great) place( now)?\b|\bgot (better|help)\b|\bdoing (really |so |pretty |very )?(well|good|great|fine|okay|ok)( now| these days| since)\b|\bi used to\b(?![^\n]{0,120}\b(again|relaps\w*|lately|recently|these days|start(ed|ing)|back|still|anymore)\b)"
        r"|\b(so |really )?glad (i'm|i am) still (here|alive)\b|\b(i'm|i am) (really |genuinely |so )?(happy|happier|content|thriving)( now| these days)?(?=\s*(?:$|[.,!?;]))|\blife('s| is) (good|great|better|so much better)( now)?(?=\s*(?:$|[.,!?;]))"
        r"|\bdoing (well|ok|okay|fine|good)\b|\b(i'm|i am) (okay|ok|fine|good|better) now\b|\bin recovery\b"
        r"|\bi (really |actually |genuinely )?(love|enjoy) my life( now)?\b"
        r"|\b(been|i'm|i am|pretty|really|very) stable\b|\bstable (on|now|for)\b|\b(way|so much|a lot) better\b"
        # stop 30: a resolved past said as a time ago
        r"|\b(i've been|been|i have been) (well|good|fine|okay|ok|stable|clean|safe|happy|doing well)( now)? (for|since|ever since)\b"
        r"|\b(today|now|these days|nowadays) i('m| am) (training|studying|working|volunteering|qualified) (to be|as|in)\b"  # stop 37
        r"|\b(that|it) was (years|months|a long time|ages|\d+ years|two years|three years|a few years) ago\b|\b(that's|it's|that is|it is) (all )?(in the past|behind me)\b"
    ),
    "past": (
        r"\bused to\b|\bwhen i was\b|\byears ago\b|\bin (19|20)\d{2}\b|\bback (then|in)\b|\bin high school\b|\bi was \d+"
        r"|\bin (college|uni|university|middle school|my teens|my twenties)\b|\bas a (teen|teenager|kid)\b|\b(years|a year) back\b"
    ),
    "relapse": r"\b(came|coming|are|they're|it's|is|been) back\b|\bstarted again\b|\brelaps\w*",
    "prescription": (
        r"\bon an empty stomach\b|\b(with|without) (food|milk|a meal|meals|breakfast)\b|\bbefore or after (eating|food|meals?|breakfast)\b|\b(before|after) (meals|eating)\b|"
        r"\bprescription\b|\bprescribed\b|\brefill\b|\bdose\b|\bdosage\b|\bis it safe to take\b"
        r"|\bmy doctor\b|\bpharmacist\b|\bpill ?(box|organi[sz]er|case)\b|\b(weekly|daily|pill|med|meds|medication|tablet) (organi[sz]er|dispenser|planner|tray)\b|\bdosette\b|\bso i (don't|dont|do not|won't) (forget|miss)\b|\bso i remember\b|\b(her|his|my|the|their) (pill |weekly |daily )?organi[sz]er\b|\b(set|setting|set up) (an? |my )?(alarm|reminder)s?\b|\bside effects?\b|\bwith my (antidepressant|medication)\b"
        r"|\baudit\w*|\binventory\b|\bstock ?(take|check)\b|\b(med|meds|drug|medication) (pass|round|count)s?\b|\bdouble[- ]check\w*"  # stop 32
        r"|\bcold medicine\b|\bflu\b|\bfevers?\b|\ballerg\w{0,4}|\bibuprofen\b|\bvitamins?\b|\bif one doesn't work\b|\bpharmacy\b|\bjet lag\b|\binsomnia\b|\bfor my (headache|back|sleep|pain)\b"
        # stop 47 (enlook): a course finished as the doctor said, antibiotics by name
        r"|\b(like|as) (the|my) (doctor|gp|nurse|pharmacist|dentist|consultant) (said|says|told( me)?|advised"
        r"|recommended)\b|\bantibiotics?\b|\b(amoxicillin|amoxycillin|penicillin|doxycycline|flucloxacillin"
        r"|clarithromycin|nitrofurantoin|trimethoprim|metronidazole)\b|\b(the |my )?course (of \w+ )?(is |was )?"
        r"(done|finished|complete|completed|over)\b"
        # stop 48 (enimplied): an amount or a dose told as a prescriber judged it ("the gp says
        # that's sufficient"), taken as they said, or a supply kept for time away
        r"|\b(the|my|our) (gp|doctor|doc|nurse|consultant|psychiatrist) (says|said|reckons|thinks|told me)\b"
        r"|\b(taking|take|takes|took|taken|having) (them|it|one|two|my \w+) (like|as|the way) (she|he|they)"
        r" (said|says|told me|prescribed|showed me)\b"
        r"|\b(kept|keeping|saved|put|set) (back|aside|by)\b[\w' ]{0,40}\bfor (the|my|our) (cruise|holiday|trip"
        r"|flight|travels|journey|time away|stay)\b"
    ),
    "ordinary_use": (
        # stop 48 (enimplied): a car park visited for its spaces ("to find one with spaces for the van")
        r"\b(spaces?|room|a spot|parking) for (the|my|our|a) (van|car|truck|camper|motorhome|minibus|trailer|bike)s?\b|"
        # stop 44 (turns): a tradesman's visit ("the plumber comes while she's out")
        + EN_TRADESMAN + r"|"
        # stop 41: a stop forced by car trouble ("had to stop on the overpass, my car overheated")
        r"\b(overheated|broke down|broken down|stalled|ran out of (petrol|gas|fuel)|flat (tire|tyre)|breakdown"
        r"|tow truck|roadside assistance)\b|"
        r"\bso (i|we) can (cross|get across|get over)\b|\b(barriers?|gates?) (to )?(go up|lift|open)\b|"
        r"\bmodel (railway|railroad|train)s?\b|\btrain set\b|\bto sort (out )?(the |my |her |his )?(week'?s? |weekly )?(doses"
        r"|pills|meds|tablets|dosette|pill ?box)\b|\b(waiting for|shooting|after) (the )?(geese|ducks|deer|pheasants?"
        r"|pigeons|rabbits)\b|\bin the (hide|blind)\b|\bduck blind\b|\b(she|he|they)('s| is| are|'re) (borrowing|using"
        r"|picking up|collecting) it\b|\bparked (up )?for (the|a|my) \w+\b|"
        # stop 49 (enwide): a place gone to for a sport or an outing named as its purpose ("driving to
        # the quarry for climbing after")
        r"\bfor (some |a bit of |a spot of |an afternoon of |a day of )?(climbing|rock climbing|bouldering|abseiling"
        r"|hiking|a hike|a climb|a picnic|a photoshoot|photos|birdwatching|coasteering|a bet|a dare|a laugh|charity)\b|"
        r"\bout for (a|my) (run|jog|walk|ride|bike ride|cycle|swim)\b|\bon my (morning |evening |daily )?(run|jog"
        r"|walk|ride|commute)\b|\bfor (my |her |his |their )?\w+'s (week|meds|medication|pill ?box|dosette)\b|"
        r"\btug[- ]of[- ]war\b|\bhunting\b(?! (rifle|gun|knife|shotgun|bow|ammo))|\b(shooting |gun |rifle )?range\b|\bclay pigeons?\b|\bclay (shooting|shoot)\b|\bskeet\b|\btrap shooting\b|\b(shooting |sporting )?clays\b|\bpew\b|\b(missed|miss|caught|catch|catching|took|take|taking|get|getting|got) the \d{1,2}[:.]\d{2}\b|\blate for (work|school|class|uni|my \w+)\b|\bskeet\b|\btrap shooting\b|\b(sky |paper |river |floating )?lanterns?\b|\bgraduation (photos?|pictures|pics)\b|"
        r"\bto (fish|swim|paddle|kayak|canoe|row|sail|skate|surf|snorkel)\b|\bcamping\b|\bremoval (van|lorry|truck|men)\b|\bto clean (it|them)\b|"
        # stop 35: a day a meteor or an asteroid comes is the meteor's, not a plan's ("i'd be fine
        # with a big meteor taking us all out tomorrow", "the meteor shower tomorrow")
        r"\b(meteor|asteroid|comet)s?\b|"
        # stop 34: held for someone until they are back ("holding the pills for my grandma until
        # she gets back")
        r"\bfor (my|his|her|our) (grandma|grandpa|nan|nana|gran|granny|grandmother|grandfather|mom|mum|mother|dad|father|husband|wife|son|daughter|kids?|baby|brother|sister|patients?|neighbou?r|roommate|aunt|uncle|friend) (until|till|while) (she|he|they)\b|"
        # stop 35: a weapon held or kept for someone else, asked to mind it, or kept from them
        r"\b(holding|keeping|minding|storing|looking after|holding onto|hanging onto|hold onto|hold|keep|mind|store)"
        r" (my |the |his |her |their |a )?([\w]+'s )?(\w+ )?(gun|rifle|shotgun|pistol|handgun|firearm|revolver|guns|rifles)"
        r" for (him|her|them|my \w+|a (friend|mate|neighbou?r)|(his|her) \w+)\b(?! (was|is) (just )?(my|an) excuse)"
        r"|\basked me to (hold|keep|mind|store|look after|hang onto|hold onto) (his|her|their|the)\b"
        r"|\b(don't|do not|didn't) want (him|her|them) (near|around|having|to have|getting|to get) (it|them|the \w+|a gun|guns)\b"
        r"|\b(he's|she's|they're|he is|she is|they are) not allowed (one|a gun|guns|to have (one|a gun|guns|it))\b|\bcamp\b|(?<!used to )(?<!not )(?<!never )\bhik(e|ing)\b|\bbarbecue\b|\bbbq\b|\bgrill(ing|ed)\b|\bfishing\b|\bcooking\b"
        r"|\bcarv(e|es|ed|ing) (the|a|some|my|our) \w+\b"  # stop 47 (enlook): a knife's carving
        r"|\bgarden(ing)?\b|\brose ?bush\w*|\bthorns?\b|\bbrambles?\b|\bweeding\b"
        r"|\bwash(ing)? (the|my|his|her) (car|truck|van|dog|deck|patio)\b|\bwater(ing)? the (garden|lawn|plants)\b"
        r"|\bfireworks\b|\bpicnic\b|\b(car boot|yard|garage|rummage|bake|jumble|flea) sale\b|\b(farmers'?|flea|christmas|night) market\b|\bphotos?\b|\bpictures\b|\bpics\b|\blaundry\b|(?<!since )(?<!until )(?<!till )(?<!after )(?<!before )\bsun(set|rise)\b|\bparty\b|(?<!not )\bswim\w*(?! back)"
        r"|\bwalk\b(?! into)|\bashes\b|\b(so|too|really|super|crazy) hot\b|\bcool (off|down)\b|\bheat ?wave\b|\bhunt\w*\b(?! (rifle|gun|knife))|\bgun (license|licence|range|safety)\b|\bshooting range\b|\bboat\w*|\bsailing\b|\bkayak\w*|\bcanoe\w*"
        r"|\bshav(e|ing)\b|\bkites?\b|\b(motorway |highway )?services\b|\bservice station\b|\brest stop\b|\bwad(e|ing)\b|\bparades?\b|\bpaddl\w*|\bskipping stones\b|\bjog\w*|\btent\b|\bride\b|\bbik(e|ing)\b|\bcycling\b|\bdog walk\w*|\bhang out\b"
        r"|\bpick(ing|ed|s)? (me|him|her|them|us|you|my \w+|the kids) up\b|\bturn (left|right)\b|\bdirections\b|\bmeet (you|u)\b|\bmeet(ing)? (up )?(with )?(my|a|some|the)\b|\bwaiting for (my|a|the) (ride|uber|lyft|taxi|cab|friends?|bus|tram|ferry|shuttle)\b|\bwaiting for (my|a|our) (mate|mates|bf|gf|boyfriend|girlfriend|date|brother|sister|cousin|mum|mom|dad)\b(?! (to|leaves?|goes|gets?|falls?|is|are|'s)\b)|\brunning late\b|\b(every|all the) (other )?(floor|level|space|spot)s? (was|were|is|are) (full|taken)\b|\b(couldn't|could not|can't|cannot) find (a )?(parking )?(space|spot)\b|\bpay and display\b|\bparking (ticket|fine|meter)\b|\b(outside|garden|kitchen|bathroom|leaky|leaking|dripping) (tap|faucet)s?\b|\bplumb(er|ing)\b|\bon my way to (work|school|class|the office)\b"
        r"|\b(tire|tyre) (blew|blown|burst|is flat|went flat)|\b(with|got|have|had) a flat\b|\b(the )?(aa|rac)\b"
        r"|\bbreakdown (cover|service|truck|lorry|van)\b|\brecovery (truck|lorry|vehicle|van)\b|\broadside assistance\b"
        r"|\bpull(ed|ing)? over to\b"  # stop 37: a car in trouble (not hazards on: a bridge's too)
        r"|\b(which|what) (floor|level|deck) (did |have )?(you|u|we|they) park(ed)?\b|\bwhere (did )?(you|u|we) park\b"
        # stop 47 (turns): a car park's use told in a later turn ("so parking's easy", "so i'm
        # driving her car")
        r"|\bparking('s| is)? (easy|free|cheap|sorted)\b|\b(free|cheap|easy) parking\b"
        r"|\b(driv|borrow|us)(e|ing) (her|his|their|my (mum|mom|dad|sister|brother|flatmate|roommate)'s) car\b"
        r"|(?<!car )\bpark(ed|ing)?\b[\w' ]{0,40}\b(at|by|near|for|behind|next to) the (mall|shops|shopping cent(er|re)|station"
        r"|hospital|airport|cinema|movies|stadium|arena|supermarket|office|gym|concert|game|match)\b"
        r"|\b(tire|tyre) (blew|blown|burst|is flat|went flat)|\bflat (tire|tyre)\b|\btow truck\b|\bbroke down\b|\broadside\b"
        r"|\bpotholes?\b|\btraffic jams?\b|\bspeed limit\b|\bcruise control\b|\b(change|changing|switch|switching) lanes\b"  # stop 31
        r"|\b(christmas|fairy|string|holiday|party) lights\b|\bdecorat\w*|\bcurtains?\b|\bhammock\b"
        r"|\bclean(ing)? (my|the|his) (rifle|gun|guns|shotgun|pistol)\b|\bclean(ing|ed)? (it|them) for (him|her|them|my \w+)\b|\bdeer\b(?! (rifle|gun|shotgun|slugs?))|\b(duck|turkey|deer|hunting) season\b"
        r"|\breload(s|ed|ing)? (\w+ )?(shells|ammo|rounds|cartridges|brass)\b|\b(our|my|his|her|a) (\w+ )?hobby\b"
        r"|\b(is|are|was|were|'s) (being|getting) (re)?(painted|surfaced|paved|repaired|fixed|rebuilt|renovated|widened|closed|inspected|cleaned|demolished|replaced|upgraded|worked on)\b"
        r"|\b(getting quotes|needs? (replacing|fixing|repairing|redoing))\b|\b(road ?works?|detours?|resurfac\w+|repav\w+|repaint\w*|the long way( home| round| around)?)\b"
        r"|\b(for|on|working|work) (the |my |a )?(night|day|late|early|double|graveyard|overnight) shift\b|\b(iron ?worker|steel ?worker|welder|scaffolder|roofer|lineman|window cleaner|crane operator)s?\b|\binspect(s|ing|ed)? (bridges|roofs|dams|towers)\b"
        # stop 37 (the look-alike search, ``benchmarks.risk_look_alikes``): a place passed on a
        # train, a bus or a ferry, or run, cycled or driven along; the speaker there doing an
        # errand, a job or a hobby; a train by its time and destination; a means picked up on the
        # way home from work; a relative's medicine sorted or given
        r"|\bon (the|a|my) (train|bus|tram|coach|ferry|plane|flight)\b(?! (tracks?|lines?|platform|bridge|station|crossing|rails?)\b)"
        r"|\b(taking|took|take|getting|got) the (ferry|train|bus|tram|boat|coach)\b(?! (tracks?|lines?|platform|bridge|station|crossing|rails?)\b)"
        r"|(?<!waiting )\bfor the \d{1,2}([:.]\d{2})? ?(am|pm)? (train|bus|tram|ferry|coach)\b"
        r"|\b(catching|caught|catch) the ((late|last|early|night|first|\d{1,2}(am|pm)?|slow|fast) )?(ferry|train|tram|boat|coach)\b(?! (tracks?|lines?|platform|bridge|station|crossing|rails?)\b)"  # not "catch the bus" (ctb)
        r"|\b(ran|run|running|jogged|jogging|cycled|cycling|biked|biking|rode|riding|drove|driving|sailed|sailing|rowed|rowing"
        r"|walked|walking|strolled|strolling"  # stop 42: a place passed on foot
        r"|skated|skating) (along|across|around|past|beside|alongside|round|up and down|over|under|through|by) (the|a)\b"
        r"|\b(i'm|i am|im|we're|we are|i've been|we've been|i was|we were) (at|on|in|by|near|outside|under) (the|a|my|our) [\w' ]{1,25}?"
        r"\b(picking (up|out)|dropping (off|my|the|her|him)|doing (the|my|some|a|an) (?!(last|final)\b)|getting (some|the|my|a|an"
        r"|coffee|lunch|dinner|food|petrol|gas|fuel|ice cream|snacks|chips|takeaway|a bite) (?!(courage|nerve|guts|strength|last|final)\b)|buying|shopping|having"
        r" (lunch|dinner|breakfast|coffee|drinks|a (picnic|drink|coffee|beer|meal|bbq|barbecue|party))|eating|meeting (my|a|the|some|up)"
        r"|working (on|at|with|a|the|my)|grabbing|watching (the|a) (?!(water|traffic|trains?|cars)\b)|queu(e|ing)|helping|visiting|teaching"
        r"|taking (the|a|my|some) (kids|dog|photos?|pictures|class|tour|break|call)(?! to (her|his|their|my) (mum|mom|mother|parents|folks|nan|gran|sister|brother)('s|s')?(?= (for|this|over|till|until|all)\b| ?$))|looking for (my|a|the|our) (car|keys|friends?|kids|phone|wallet)"
        r"|with (my|our|the) (telescope|camera|binoculars|easel|sketchbook|fishing rod|rod|mates|girlfriend|boyfriend|partner"
        r"|mum|mom|dad|sister|brother|nan|grandma|grandad|grandpa|son|daughter))\b"
        r"|\b(which|what) (entrance|exit|gate|door|side|end|level|floor|platform) (are|r) (you|u|they)\b"
        # an outing of several to the place, or several there
        r"|\b(we're|we are|we were|we'll|we will|we) (all )?(going|heading|off|driving|walking|cycling) (down |up |out |over )?to (the|a)\b"
        r"(?![^.!?\n]*\b(but|though|except|while i|then i)\b)"
        r"|\b(we're|we are|we were|we'll be|we will be) (all )?(at|on|by|up on|out on|down at) (the|a)\b"
        r"(?![^.!?\n]*\b(but|though|except|while i|then i)\b)"
        r"|\bfor the (rally|race|marathon|parade|festival|gig|concert|show|match|regatta|triathlon|meet|sportive)\b"  # stop 47
        r"|\bthe (race|marathon|parade|run|match|game|concert|tour|procession|ride|regatta|triathlon|relay|fun run) (finishes"
        r"|starts|ends|passes|goes|is|was)\b"
        # any other doing there with its object: "at the reservoir walking the dog", "at the lake
        # getting ice cream" (not the doings of the edge: looking, standing, waiting, taking …)
        r"|\b(i'm|i am|im|we're|we are|i've been|we've been) (at|on|in|by|near|outside|under) (the|a|my|our) [\w' ]{1,25}?"
        r" (?!(looking|staring|standing|sitting|waiting|thinking|crying|shaking|holding|writing|texting|typing|getting|taking"
        r"|leaving|stepping|lying|kneeling|hanging|planning|counting|drinking|swallowing|tying|loading|finishing|ending|saying"
        r"|going|doing|trying|working up|building|psyching|gathering|praying|watching|wondering|climbing|jumping|walking (into|out|to|off|over)"
        r"|bleeding|cutting|burning|breathing|shivering|freezing|dying|drowning|falling|leaning|dangling|perching|balancing"
        r"|saying|wishing|hoping|feeling|sobbing|screaming)\b)[a-z]{2,}ing (the|a|an|some|my|our|ice|fish|coffee|tea|lunch|dinner"
        r"|breakfast|food|chips|drinks)\b"
        r"|\b(i'm|i am|im|we're|we are) (working|volunteering|on shift|on duty|on call|on a shift) (at|on|in|by|near)\b"
        # a meeting arranged there, a round trip, someone taken along, a job held there, a
        # relative's medicine (not taken, stolen or hoarded by the speaker), a train's route
        r"|\b(text|call|ring|message|phone|buzz) me when (you're|you are|you get|u get|ur) (there|here|close|outside|near|in)\b|\bsee (you|u) there\b"
        r"|\bto (the|a) [\w' ]{1,20} and back\b|\bthere and back\b|\bto (work|school|uni|college|the shops|town)"
        r" and back\b|\b(with|got) (my|a|the) (camera|tripod|long lens|zoom lens)\b|\b(steam|heritage|vintage)"
        r" (special|train|engine|loco\w*|railtour)\b|\brail ?tours?\b"
        r"|\btaking (my|the|our) (dog|dogs|kids|children|son|daughter|mum|mom|nan|class|students|scouts|team|niece|nephew) (to|for|along)\b(?! (her|his|their|my) (mum|mom|mother|parents|folks|nan|gran|sister|brother)('s|s')?(?= (for|this|over|till|until|all)\b| ?$))"
        # stop 39: a walk with company, a dog or children walked, someone walked with
        r"|\b(walk|walks|walking|walked) (the|my|our|his|her) (dog|dogs|puppy|pup|kids|children|son|daughter|niece|nephew|class)\b"
        r"|\b(walk|walks|walking|walked|going|heading|driving|cycling|going for a (walk|drive|ride))\b[\w' ]{0,30}"
        r"\bwith (my|our) (sister|brother|mum|mom|dad|friends?|mates?|partner|husband|wife|girlfriend|boyfriend|kids"
        r"|family|son|daughter|nan|grandma|grandad|cousin|niece|nephew|(walking|running|hiking|cycling) (group|club))\b"
        r"|\b(i'm|i am|i work as) (a|an) (\w+ )?(lifeguard|guard|cleaner|inspector|warden|ranger|attendant|operator|volunteer"
        r"|porter|steward|painter|builder|guide|instructor|coach|courier) (at|on|in|near|by) (the|a)\b"
        r"|\b(security|long|short|double|split|weekend|evening|morning|first|delivery) shift\b"
        r"|\bdeliver(ing|ed)? (parcels|packages|the post|post|mail|food|pizzas?|leaflets|papers|newspapers)\b|\bdelivery (round|van|driver)\b"
        r"|(?<!\btook )(?<!\btake )(?<!\btaking )(?<!\bstole )(?<!\bsteal )(?<!\bswallowed )(?<!\bgrabbed )(?<!\bnicked )(?<!\bswiped )"
        r"(?<!\bpinched )(?<!\bsaving )(?<!\bsaved )(?<!\bhid )(?<!\bof )(?<!\bhoarding )(?<!\bcounted )\b(my |our |his |her )?"
        r"(grand\w+|nan|nana|gran|granny|mum|mom|mother|dad|father|son|daughter|kid|baby|wife|husband|partner|sister|brother"
        r"|aunt|uncle)'s (pills|meds|medication|medicine|tablets|insulin|prescription|dose|doses|dosette)\b"
        r"(?![\w' ,]{0,30}\b(take|took|taking|swallow\w*|all of them|every one)\b)"
        r"|\b(train|bus|tram|ferry) (goes|runs|passes|crosses) (over|past|under|across|along|through)\b"
        r"|\bon (the|our|my) way to (\w+'s|my \w+|our \w+|church|town|the (airport|station|shops|cinema|match|game|party|wedding))\b"
        r"|\bwaiting for the \d{1,2}[:.]\d{2}\b(?! (express|freight|fast|non-stop|intercity)\b)|\bthe \d{1,2}[:.]\d{2} (to|from) \w+"
        r"|\bon (the|my) way (home|back) from (work|school|the gym|the shops|uni|college|the office)\b"
        r"|\b(sort\w*|organi[sz]\w*|fill\w*|refill\w*|collect\w*|pick\w* up|giv(e|es|ing)|gave|remind\w*|count\w* out|set\w* out"
        r"|lay\w* out) (out )?(my|our|his|her) (grand\w+|nan|nana|gran|granny|mum|mom|mother|dad|father|son|daughter|kids?"
        r"|baby|wife|husband|partner|patients?|clients?|sister|brother|aunt|uncle|dog|cat)'s (pills|meds|medication|medicine"
        r"|tablets|insulin|prescription|dose|doses|dosette)\b"
        r"|\b(bird ?watching|birding|photographing|sketching|filming|stargazing|plane ?spotting|train ?spotting|trainspotting"
        r"|geocaching|metal detecting|foraging|picnicking|sunbathing|rock ?pooling|crabbing|beachcombing)\b"
        # stop 46: a space to park looked for at a car park's top
        r"|\b(to|trying to|tried to|try to|couldn'?t) (find|get) (a |somewhere to |anywhere to )?(parking )?"
        r"(space|spot|place to park|park)\b(?! (where|that|nobody|no one|to (jump|do it|end)))"
        r"|\blooking for (a |somewhere to )?(parking )?(space|spot)\b(?! (where|that|nobody|no one|to (jump|do it|end)))"
        # stop 46: trains watched with a child or friends beside the line
        r"|\bwatch(ing|ed)? (the )?trains\b[\w' ]{0,20}\bwith (my|our) (son|daughter|kids?|boy|girl|grand\w+"
        r"|nephew|niece|dad|friends?|mates?)\b"
        r"|\bwetsuit\b|\bpaddle ?board\w*|\b(swim|swimming) (costume|suit|trunks|cap|goggles)\b|\bgoggles\b|\blife ?jacket\b"
        r"|\bsnorkel\w*|\bfishing (rod|gear|tackle|line)\b|\btackle\b|\bbait\b"  # stop 37: gear for an outing to the water
        # stop 48 (overread): a photograph's work told by its craft ("to get the long exposure
        # shot", "time-lapse", "golden hour"), a dive or a swim with a club, a course or a guide
        r"|\blong[- ]exposures?\b|\btime[- ]?lapses?\b|\bgolden hour\b|\bphoto ?shoots?\b|\bthe (perfect |sunset |sunrise |night )?shot\b"
        r"|\b(dive|diving|swim|swimming|snorkell?ing|kayak\w*|sailing|rowing|surf\w*) (club|team|squad|instructor|buddy|course|lesson|trip|school|centre|center|guide)s?\b"
        r"|\bopen[- ]water (dive|swim|course)s?\b"
        r"|\btarp\b|\bfix(ing)?\b|\brepair\w*|\bgutters?\b|\bshovel\w*|\bpaint(ing)?\b|\binstall\w*|\bchimney\b|\bpool\b|\bpractice\b"
        r"|(?<!after )(?<!before )(?<!tomorrow )(?<!today )(?<!at )(?<!by )\b(dinner|lunch)\b|\bcoffee\b(?! (table|can|tin|jar))|\b(eating|ate|eat|had|having|grabbed|got) (\w+ ){0,2}(chips|ice creams?|sandwich(es)?|snacks?|takeaway|doughnuts|donuts|fish and chips|a picnic|popsicles?)\b"
        r"|(?<!not )(?<!never )\b(walking|driving|biking|cycling|heading) (home|to work|to school|back)\b"
        r"|\b(knife|gun|coin|stamp|card|record|vinyl|book|rock|shell) collection\b|\bcollector\b|(?<!down at the )(?<!down on the )(?<!down at )(?<!at the )\btraffic\b(?! (below|underneath|beneath|under me|down there))|\bfor drinks\b|\bmarried\b|\bwedding\b(?! (ring|band))|\bnewlyweds?\b|\bbeers? with\b|\bbar\b|\bstove\b|\boven\b|\bsmok(e|ing)\b|\brock climbing\b|\bclimbing gym\b|\bbouldering\b|\bcommut\w{0,4}|\bvacation\b|\bwith (my |the |our )?(kids|children|friends|family|wife|husband"
        r"|girlfriend|boyfriend|partner|dog|class|team|coworkers)\b"
        # probe 18: up on a chair for a bulb or a high shelf, a cord tied for a swing
        r"|\b(washing|doing|washed|did) (the )?dishes\b|\b(light ?)?bulbs?\b|\bto reach (the|a|my) (top |high )?(shelf|shelves|cupboard|cabinet)\b"
        r"|\b(a|the|kids'?|baby|porch|garden|tree|rope) swing\b"
        # stop 30: a late train, see you soon, balloons, organizing the garage
        r"|\b(is|are|'s|running|runs|was) (late|delayed)\b|\bdelayed\b|\bsee (you|u) (soon|there|in a bit|later)\b|\bwaiting for (the|my) (train|bus|tram|metro|subway)\b|\bcommut(e|ing)\b|(?<!not for )(?<!not for the )\bballoons?\b|\borganiz(e|ing)\b"
        # stop 30: a swing or a hammock hung, the train arriving
        r"|\b(the|a|new|tire|tyre|rope|porch|tree|baby|kids'?) swing(set)?s?\b|\bswingset\b|\bhammock\b|\b(train|bus|tram|subway|metro)('s| is) (here|arriving now|pulling in)\b(?! (\d|one|two|three|four|five|ten|a few|a minute|a sec))|\bhere comes (the|my) (train|bus)\b"
        # stop 30: a parking garage's errand
        r"|\b(can't|couldn't|cannot) find (my|the) (car|keys|ride|friends?)\b|\bwhere i parked\b"
        # stop 44 (engen): a car park's own trouble (a car keyed, towed, clamped); a height's
        # sights (a glass floor, a viewing deck, a ferris wheel, an amazing view)
        r"|\b(keyed|scratched|dented|broke into|broken into|towed|clamped|ticketed|vandali[sz]ed) my (car|van|bike"
        r"|motorbike|scooter)\b|\bmy (car|van|bike)( got| was| has been)? (keyed|scratched|dented|broken into|towed"
        r"|clamped|ticketed|stolen|nicked|vandali[sz]ed)\b"
        r"|\b(glass floor|sky ?deck|sky ?walk|viewing (platform|gallery|deck)|ferris wheel|cable car|gondola"
        r"|hot air balloon|(amazing|great|best|nice|gorgeous|stunning|incredible) views?)\b"
        # stop 30: fasting before a test or an operation, or for a faith
        r"|\b(blood (test|work|draw)|fasting|ramadan|yom kippur|colonoscopy|endoscopy|before (my |the )?(surgery|operation|procedure))\b"
        # stop 31: a weigh-in, a cleanse, a diet
        r"|\b(weigh[- ]?ins?|cutting weight|cut weight|(juice )?cleanse|(intermittent|water|juice) fast|on a diet|dieting)\b"
        # stop 32: a lost key to a safe, blanks and props for a play, a run at midnight, a near miss
        r"|\bswerv(e|ed|ing) to (miss|avoid|dodge)\b|\bnear miss\b|\bclose call\b"
        r"|\b(midnight|morning|evening|night|early|fun|charity|park|\d+k) runs?\b"
        r"|\blocksmith\b|\b(lost|misplaced|can't find) (the|my) (key|keys|code|combination) (to|for) (the|my) (gun )?safe\b"
        r"|\bblanks\b|\bprop (gun|knife|weapon)s?\b|\b(the|a|our|school) (play|musical|rehearsal|dress rehearsal)\b"
        # stop 30 (probe 31): cold medicine in hand
        r"|\b(cold|flu|allergy|hay fever|headache|cough|period) (meds|medicine|pills|tablets)\b|\bvitamins\b"
        # stop 38: a purpose clause after going somewhere, a group's leisure, a place shut on a
        # journey (a diversion, the long way round), hill or stair training (ADR 0110 amendment "stop 38")
        r"|" + EN_ERRAND_TOLD
        + r"|\b(we're|we are|we'll be|we will be|we) having (a |some |our )?(drinks|a drink|dinner|lunch"
        r"|breakfast|brunch|a party|party|a picnic|picnic|a barbecue|barbecue|a bbq|bbq|coffee|beers|cocktails"
        r"|a meal)\b"
        r"|\b(is|was|are|were|'s) (shut|closed)( off)?\b(?=[\w' ,]{0,40}\b(diversion|detour|roadworks|repairs"
        r"|the long way|traffic|queues?|took (me |us )?(an hour|ages|forever|hours))\b)"
        r"|\b(hill|stair|step) (sprints|repeats|reps|intervals)\b"
    ),
    "life_event": (
        # stop 48 (enimplied): a stay away told by its place and its end ("since i'm in spain till
        # june", "while we're in portugal until march")
        r"\b(since|while|as|because|cos|cause) (i'm|i am|im|we're|we are|i'll be|we'll be) (away )?in [a-z]{3,20}"
        r" (till|until|til|for (the|a|two|three|six|\d+) (months?|weeks?|summer|winter|year))\b|"
        r"\bmoving\b|\bthe move (to|abroad|overseas|back)\b|\bmove (in)?to (the|a|our|my) new (house|flat|place|home|apartment)\b|\b(before|after|for) the move\b|\b(giveaway|announcement|promo|launch|recap|reveal)\b|\babroad\b|(?<!one way )(?<!one-way )(?<!last )\btrip\b|\bvacation\b|\bholidays?\b|\blast day (at|of)\b|\bnew job\b"
        r"|\bgraduat\w*|\bcoworkers\b|\bcolleagues\b|\bquit\w* my job\b|\bresign\w*|\bbreak up\b|\bjob\b"
        # probe 18: a last time at work ended by a transfer or a handover
        r"|\bleaving the (company|firm|team|office|school)\b|\b(transferr(ing|ed)|switching|moving) (to (another|a new|a different|the \w+) )?(teams?|departments?|offices?|branch(es)?|divisions?|schools?)\b|\b(getting|being) transferred\b|\bhand(ed|ing)? (it |this )?over\b|\bgets handed over\b"
        r"|\bemigrat\w*|\b(leaving|farewell|going[- ]away|goodbye) (party|do|drinks|dinner|lunch|card|present)\b|\bsend[- ]off\b"  # stop 37
        r"|\bshelter\b|\bfood ?bank\b|\b(op|charity|thrift) shop\b|\bput (our|the|my|his|her) (\w+ )?(dog|cat|pet|horse|rabbit) down\b"
        r"|\bclear(ed|ing)? (out )?(my|his|her|their) desks?\b|\bmy last day (was|at work|in the office)\b"
        r"|\bbaby\b|\bpregnan\w*|\bgetting married\b|\bretir(e|ing|ement)\b|\bmortgage\b|\bestate planning\b|\bcharity\b|\blibrary\b|\bdonat\w*|\bgoodwill\b|\bthrift\b|\b(garage|yard) sale\b|\bdeclutter\w*|\bairport\b|\bfl(y|ies|ying|ight)\b(?! (straight |right )?(past|by|through|under|along|over)\b)|\bboarding\b|\b(two weeks'?|my) notice\b|\bwedding\b(?! (ring|band))"
        r"|\blet yourself in\b|\bif you get (there|here|in) (before|first)\b|\bwhen you (arrive|get (there|here|in))\b|(?<!after my )(?<!before my )(?<!after the )(?<!after )(?<!till my )(?<!until my )\blast (shift|class|exam|lecture|match|game|gig|show|performance|season|term|semester)\b|\bfor lent\b|\b(cabin|retreat|off[- ]grid|no (wifi|signal|reception))\b|\b(social media|digital|phone) (detox|break|fast)\b|\b(cat|dog|pet|house)[- ]?sitt(ing|er)\b"
        r"|\bwhile i('m| am) (away|on (vacation|holiday|a trip)|travel\w*|out of town|(over |out )?in (?!(the|my|a|an|bed"
        r"|hospital|care|prison|jail|treatment|rehab|pain|here|there|this|that|charge|control|school|class|work)\b)[a-z]{3,})\b|\bappointment\b|\bdentist\b|\bout of town\b|\bbusiness trip\b"
        # stop 33 (probe 35): leaving for an ordinary place (college, a honeymoon, basic training)
        r"|\b(off|leaving|heading|headed|going|moving|shipping out) (back )?(to|for) (the army|the navy|the air force|the raf|the marines"
        r"|the military|the forces|(my|a) (deployment|posting|placement|internship|tour)|the rigs|college|university|uni|grad school|boot camp|basic training|summer camp|(my|our|the) (honeymoon|exchange year|semester abroad|gap year|first semester|freshman year))\b"
        # stop 33: a pet put to sleep or put down (by whoever), hospice and palliative care,
        # surgery and anaesthesia; each only in its own part beside the speaker's own means
        r"|\b(put|putting|puts|have|had|having|get|got|getting) (our|the|my|his|her|their) (\w+ ){0,2}" + EN_PET + r" (put )?(down|to sleep|euthani[sz]ed)\b"
        r"|\b(our|the|my|his|her|their) (\w+ ){0,2}" + EN_PET + r" (was|got|is being|has been|will be|is getting|gets) (put (down|to sleep)|euthani[sz]ed)\b"
        r"|\beuthani[sz](e|ed|ing) (our|the|my|his|her|their) (\w+ ){0,2}" + EN_PET + r"\b"
        r"|\bput (our|the|my|his|her|their) (\w+ ){0,2}" + EN_PET + r" to sleep\b"
        r"|\bhospice\b(?! (nurse|worker|pharmac\w*|aide|doctor|staff))|\bpalliative\b|\bend[- ]of[- ]life care\b"
        r"|\b(having|had|have|after|before|for) (my |her |his |the |an? )?(surgery|operation|op)\b|\b(general |local )?an(a)?esthe(tic|sia)\b|\bgoing under\b(?! (a|the|an)\b)|\bput (me|her|him|them) under\b"
    ),
    # A will or an estate named with its ordinary reason (surgery, a baby, a wedding, a lawyer):
    # an ordinary money matter (round ten).
    "declutter": r"\b(declutter(ing|ed)?|minimalis[mt]|digital detox|konmari)\b",  # stop 34
    # stop 43: things handed out as a matter of course (samples, leftovers, party bags, chores,
    # presents, a litter to good homes, a potluck's dishes): a giving away that is no affair put
    # in order (``rules.ORDINARY_MATTERS``)
    "handout": (
        r"\b(free )?(samples|freebies|flyers|leaflets|leftovers|sweets|candy|party (bags|favou?rs)"
        r"|goody bags|favou?rs|prizes|raffle|tombola|stickers|balloons|cupcakes|snacks|chores|tasks"
        r"|presents|gifts|hand-me-downs|kittens|puppies|litter|seedlings|cuttings|surplus|spares"
        r"|extras)\b|\b(to|into) (a )?good homes?\b|\bpotluck\b|\bsecret santa\b"
        r"|\b(freecycle|gumtree|craigslist|marketplace|ebay|vinted|olio|nextdoor|buy nothing)\b"
        r"|\bto (whoever|anyone who|anybody who|whoever's) (wants|needs)\b|\bto (next year's|the new|the younger"
        r"|the incoming) (students|class|kids|intake|year|team)\b"
    ),
    # stop 43: a thing's delivery ("arrives tomorrow", "out for delivery", "came in the post"):
    # the day dates the parcel, not an act (``rules.ORDINARY_MATTERS``)
    "delivery": (
        r"\b(arrives?|arriving|delivered|delivery|dispatched|shipped|ships|(in|by) the post|subscription"
        r"|renews|restocked)\b"
    ),
    # stop 48 (overread): a debt named paid off with its relief told ("paid off the last of my
    # student loans today!! sleeping like a baby tonight", "finally debt free")
    "debt_cleared": (
        r"\bdebt[- ]free\b|\b(finally|at last)\b[\w' ,]{0,20}\b(paid|cleared|paying) off\b"
        r"|\b(paid|cleared|paying) off\b[\w' ,]{0,30}\b(loans?|debts?|mortgage|credit cards?|overdraft"
        r"|car|student)\b[^.?\n]{0,40}(!|\b(finally|relie(f|ved)|celebrat\w*|sleep(ing)? (like a"
        r" baby|so well|well)|weight off|so happy|free)\b)"
    ),
    "finance": (
        r"\bsaving (up )?for (a|the|our|my) (house|home|flat|deposit|mortgage|wedding|car|holiday|baby|uni)\b|"
        r"\blife insurance (renewal|premium|quote|provider|payment)s?\b|\b(switch|compare|renew)\w* (my |our )?(providers?|insurers?|polic(y|ies))\b|\bpremiums?\b"
        r"|\b(my|our|a|the) (will|wills|estate)\b[\w' ,]{0,50}\b(surgery|operation|procedure|transplant|baby|born|pregnan\w*|married|wedding|lawyer|solicitor|attorney|notary|mortgage|bought (a|the|our) (house|home|flat))\b"
        r"|\b(surgery|operation|procedure|transplant|baby|born|pregnan\w*|married|wedding|lawyer|solicitor|attorney|notary|mortgage)\b[\w' ,]{0,50}\b(my|our|a|the) (will|wills|estate)\b"
    ),
    "purpose": (
        r"\b(just )?in case\b|\bso (that )?i (don't|do not|won't) run out\b|\brun(ning)? out\b|\btravel\w*|(?<!one way )(?<!one-way )(?<!last )\btrip\b|\babroad\b"
        r"|\boverseas\b|\bpandemic\b|\blockdown\b|\bfirst[- ]aid\b|\bemergency kit\b|\bfor (emergencies|an emergency|emergency use)\b|\bbackup\b|\bspare\b|\brefills?\b"
        r"|\bmigraines?\b|\bheadaches?\b|\bkitchen\b(?! (table|counter|floor|island|sink|bench|worktop))|\bchef's\b|\bpacked lunch(es)?\b|\blunch ?box(es)?\b|\bsandwich(es)?\b|\b(for|to) (cook|cut|open|slice|chop|carve)\b"
        r"|\bcookout\b|\bgrilling\b|\bbonfire\b|\bfire ?pit\b|\bs'mores\b|\bfireplace\b|\btreehouse\b|\b(rope|tire|tyre|tree) swing\b|\brope (ladder|swing)\b"
        r"|\bjump rope\b|\btow rope\b|\bso (the )?(toddler|kids?|baby|children|little ones|dog|puppy|cat) (can't|cannot|won't|can not) (reach|get)\b|\bchild-?proof\w*|\bout of reach\b|\bknife block\b|\btow(ing|ed)?\b|\btrailer\b|\ballotment\b|\bpacking\b|\bjet lag\b|\bfor (the |my |our )?(kids|children)\b"
        r"|\bfor (my )?(finals|exams?|midterms|studying|exam season)( week)?\b|\bhay\b|\bbales?\b|\blivestock\b|\bcattle\b|\bfencing\b|\btie[- ]?downs?\b|\bclothesline\b|\bwashing line\b|\bsafety razor\b|\bfor a living\b|\bon the job\b|\bchildren's\b"
        r"|\bfor my (daughter|son|kids?|baby|mom|mum|mother|dad|father|wife|husband|partner|dog|cat|nan|nana|gran|granny"
        r"|grandma|grandpa|grandad|grandmother|grandfather|sister|brother|neighbou?r|aunt|uncle|boss|flatmate|roommate)\b|\bfor (my|his|her) (back|knee|teeth|tooth|migraines?|period|cramps|arthritis)\b|\b(birthday )?cake\b|\bburgers?\b"
        r"|\bgrill(ed|s)?\b(?![\w' ]{0,15}\b(bathroom|bedroom|closet|my room|the car)\b)|\bburgers?\b|\bhot dogs\b|\bweeds?\b(?! ?killer)|\bgarden\w*|\blawn\b|\bspray\w*(?! (off|from) the)|\bmice\b|\bpests?\b|\broach\w*|\bexterminat\w*"
        r"|\bremind (her|him|them|my \w+) to take\b|\bgive (it|them) to (him|her|them)\b|\b(her|his|their) (meds|medicine|medication|pills|tablets|capsules|insulin|dose)\b"
        # stop 40: a thing tied or hung up for a thing ("tied the rope to the beam for the punching
        # bag"), not for a time, for oneself or for an end
        r"|\b(tied|tying|hung|hanging|rigged|fixed|attached|strung|fastened|screwed)\b[\w' ]{0,40}?\bfor (the|a|an|my|our"
        r"|his|her) (?!(last|final|end|night|day|weekend|time|moment|job|deed|weight)\b)(\w+ )?(bag|swing|hammock|washing"
        r"|clothes|plants?|lights?|decorations?|bunting|banner|sign|picture|mirror|bike|kayak|boat|tent|tarp|pull-?up"
        r"|bar|rings|trx|gym|workout|stretch\w*|physio|dog|horse|tree|fence|gate|shelf|curtains?|blinds?|lamp|fan)\b"
    ),
    "sport": (
        r"\bsky ?div\w*|\bbungee\b|\bcarabiners?\b|\bbelay\w*|\bclimbing (rope|harness|shoes|gear|partner)\b|\b(go|going|went) climbing\b|\bcliff[- ]?(jump|div)\w*|\bparaglid\w*|\bhang[- ]?glid\w*|\bbase jump\w*|\bparachut\w*"
        r"|\bzip[- ]?lin\w*|\bdiving board\b|\bhigh board\b|\btrampoline\w*|\bhigh dive\b|\bwingsuit\b|\babseil\w*|\brappel\w*|\bfree ?fall\w*"
        r"|\bclimb(ing)? (gym|wall|trip|session|club|course)\b|\bropes course\b|\bskiing\b|\bscuba\b|\bboulder\w*"
        r"|\bthe view\b|\bsightseeing\b|\b(on )?(the|a) (guided |walking |school )?tour\b|\bscenery\b|\bobservation deck\b|\btourists?\b|\bnational park\b"
        r"|\bwas (unreal|breathtaking|stunning|incredible|gorgeous)\b"
    ),
    "lethal": (
        r"\bkill\b|\bdie\b|\blethal\b|\boverdose\b|\bsuicid\w*|\bway out\b(?! (of|from)\b)"
        # stop 43: an amount named by what it does, a poison with no household use
        r"|\b" + EN_LETHAL_AMOUNT + r"|\b(cyanide|strychnine|arsenic|sodium nitrite)\b"
    ),
    # stop 31: death feared, not wished ("afraid i'll never wake up from the anesthetic"); it cancels
    # only the wish it spans
    "dread": (
        r"\b(afraid|scared|terrified|frightened|fear(ful)?|worried|worry)( of| that)? (i'll|i will|i might|i may|i'd|of) (never wake up|not wake up|die|dying)\b"
        r"|\b(biggest |worst )?fear is (dying|that i'll die|never waking up)\b"
    ),
    "own": (
        r"\b(i said|i told (him|her|them)) (yes|i have|i do)\b|\bme too\b|\bi also\b|\bi feel the same\b|\b(except|but|unlike (him|her|them)) (i'm|i am) (actually|really|for real)\b|\blike (that|the|this) (\w+ )?(song|movie|show|book|poem|quote) says\b"
        # stop 49 (lead): a piece of work finished or handed in, told as when one acts ("once i
        # submit my thesis i'm going to kill myself"): the speaker's own deadline, not a text
        # about the act (a thesis on or about it stays one)
        r"|\b(once|after|when|as soon as|soon as|then) i('ve| have)? (submit(ted)?|hand(ed)? in|turn(ed)? in"
        r"|finish(ed)?|send|sent|e-?mail(ed)?|present(ed)?|defend(ed)?|file|filed) (off |in )?(my|the|this|that)"
        r"( [\w']+){0,3} (thesis|paper|essay|report|project|presentation|dissertation|assignment)\b(?! (on|about|for|into)\b)"
        r"|\bi('ll| will|'m gonna|'m going to) (submit|hand in|turn in|finish|send|e-?mail|present|defend|file)"
        r" (off |in )?(my|the|this|that)( [\w']+){0,3} (thesis|paper|essay|report|project|presentation|dissertation"
        r"|assignment)\b,? (and )?then\b"
        r"|\b(submitted|handed in|turned in|finished|sent off|defended) (my|the) (thesis|paper|essay|report|project"
        r"|presentation|dissertation|assignment)\b(?! (on|about|for|into)\b)"
    ),
    "negator": (
        r"\bnot\b|\bnever\b|\bno\b|\bdon't\b|\bdont\b|\bwon't\b|\bwouldn't\b|\bdidn't\b|\bisn't\b"
        r"|\bwasn't\b|\bnor\b|\bhaven't\b|\bhasn't\b|\bhadn't\b"  # stop 31: "haven't made up my mind"
    ),
    "not_negation": r"\b(didn't|did not|never) mean(t)? to (go|cut|push|press) (this|that|so|too) deep\b|\b(not|no longer) (scared|afraid|frightened) of\b|\bnot wake up\b|\bno reason\b|\bno point\b|\bnot exist\b|\bnot worth\b|\b(haven't|hasn't|hadn't) (stopped|been able to stop|been able to shake|gotten over|let go)\b"
    r"|\b(i'd|i would) be lying if i said i (haven't|hadn't|didn't|don't|never)\b",
    "me": r"\bi\b|\bi'm\b|\bi've\b|\bi'd\b|\bi'll\b|\bme\b|\bmyself\b",
    # stop 32: joining or following someone, a risk once the window names their death
    # (``rules._answered``): "i'm going to follow him", "tonight i go to join her"
    "follow": (
        r"\b(i'm going|i am going|i'm gonna|gonna|going|i'll|i will|i go|i'm coming|coming|want|wanna"
        r"|ready|about|planning|plan|i just want|i need)( to)?( go)?( to)? (join|be with|follow|go with|go to)"
        r" (him|her)\b(?= ?(?:$|[.,!?;])| (soon|again|tonight|today|tomorrow|this (week|weekend)|by|in"
        r" heaven|up there|on the other side|forever|for good|for ever|permanently|now|at last|finally|wherever))"
        r"|\b(want|wanna|going|gonna|need) to (go|be) (where|wherever) (he|she) (is|went|has gone)\b"
        # stop 33: seeing or joining them again ("gonna see my dad again soon", "joining my wife")
        r"|\b(i'm going|i am going|i'm gonna|gonna|going|i'll|i will|can't wait|ready|want|wanna|about)( to)?"
        r" (see|join|be with) (him|her|my (wife|husband|partner|mom|mum|mother|dad|father|son|daughter"
        r"|brother|sister|boyfriend|girlfriend|fiance|fiancee|grandma|grandpa|twin)"
        r"|(my )?(grandma|grandpa|granny|nana|nan|gran|grandad|grandmother|grandfather))( again)?"
        r"(?= ?(?:$|[.,!?;])| (soon|tonight|today|tomorrow|this (week|weekend)|in heaven|up there"
        r"|on the other side|forever|at last|finally))"
        r"|\b(i'll be|i will be|i'm) joining (him|her|my (wife|husband|partner|mom|mum|mother|dad|father"
        r"|son|daughter|brother|sister|boyfriend|girlfriend|twin))\b"
        r"|\b(i'm going|i am going|i'll go|i will go|i'm coming|i'll come|i go) with (him|her)"
        r"(?= ?(?:$|[.,!?;])| (soon|when|wherever|to the other side))"
    ),
    # stop 32: giving in to someone's "go kill yourself" (``EN_TOLD_TO_DIE``, ``rules._answered``)
    "heed": (
        r"\bso i('m| am) (going|gonna) to(?= ?(?:$|[.,!?;])| (do it|listen|tonight|now))"
        r"|\b(i'm|i am) (going to|gonna) (listen|do (it|that|exactly that|what (they|he|she) (said|say)))\b"
        r"|\bi('ll| will) do (it|that|exactly that|what (they|he|she) said)\b|\bi (will|'ll)(?= ?(?:$|[.,!?;]))"
    ),
    "agree": (
        r"\b(maybe|i think|honestly|probably|i guess|i know) (they're|he's|she's|they are|he is|she is"
        r"|they might be|he might be|she might be|they may be) right\b"
    ),
    "illness": (
        r"\b(fevers?|colds?|the flu|headaches?|migraines?|allerg\w{0,4}|diabetes|diabetic|blood pressure"
        r"|asthma|arthritis|back pain|cramps|toothaches?|period pain|insomnia|jet lag|can't sleep)\b"
    ),
    "other": (
        r"\b(my|his|her|our|a) (best |close |little |older |younger |big |ex[- ]?|new |old |step[- ]?)?(friend|roommate|brother|sister|mom|mum|dad|mother|father|son|daughter|wife"
        r"|husband|partner|boyfriend|girlfriend|cousin|classmate|coworker|colleague|neighbou?r|kid|child"
        r"|student|bestie|bff|bf|gf|teacher|grandma|grandpa|aunt|uncle|niece|nephew|ex|toddler|baby"
        # stop 42: the rest of the family's words (a grandparent by any name, a step-parent, a
        # flatmate), so that their pills are theirs
        r"|nan|nana|nanna|gran|granny|grandad|granddad|grandmother|grandfather|stepdad|stepmum|stepmom"
        r"|flatmate|housemate|fiance|fiancee)( who('s| is| are| was| might be| seems| feels))?\b|\b(someone|somebody|people|a person) who('s| is| are"
        r"| was| might be| seems| feels)\b|\bhe\b|\bshe\b|\bthey\b|\bsomeone\b|\bsomebody\b|\bthe (main )?character\b"
        r"|\bthe (baby|toddler|kids?|twins|little ones?)\b"  # stop 48 (lead)
        r"|\b(my|our|the) (cat|dog|kitten|puppy)(?= (bit|scratched|clawed|dug|nipped|ate|swallowed|got into|chewed|drank))"
        r"|\b(a|the|our|my) (patient|client|caller|customer|resident)s?\b"  # stop 31: met at work
        # stop 37: a stranger told of ("a man was on the bridge")
        r"|\b(a|some|this|that|the) (man|woman|guy|girl|boy|lad|bloke|teen|teenager|person|stranger|jumper)\b(?= (was|is|were|had been|has been|got|tried|jumped|climbed|stood|standing|sitting|fell))"
        # stop 32 (probe 34): the vet who put a pet to sleep, not a vet tech or a vet clinic
        r"|\b(the|our|my|a) (vet|veterinarian)\b(?! (tech|nurse|assistant|clinic|office|school|student))"
        # stop 33: a nurse or carer giving someone a drug, not the speaker who is one
        r"|\b(the|her|his|their|mum's|mom's|dad's) (\w+ )?(nurses?|carers?|caregivers?|doctors?)(?= (gave|gives|give|is giving|are giving|started|upped|increased|put|administered|pushed|brought|injected)\b)"
    ),
}
