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
    r"(跳楼|跳河|跳江|跳海|跳桥|跳下去|割腕|上吊|烧炭|服毒|喝农药|吞药|吃安眠药|吞安眠药|卧轨|撞车|投河|投江"
    r"|吃药自|开煤气|(喝|吞|吃)(杀虫剂|除草剂|百草枯|敌敌畏|老鼠药|鼠药|消毒液|敌百虫))"
)

# A passive wish is an end of one's life (dying, an accident, not waking, never having been born)
# inside a frame that welcomes it ("…就好了", "…也无所谓", "…松口气"), whatever the words.
DONE_G: Final = r"[^，。！？；,.!?;\n…就要会能可快将]"  # a gap that looks to no future
OWN_G: Final = r"[^，。！？；,.!?;\n…你他她它]"  # a gap that names no one else
ZH_END_OF_LIFE: Final = (
    r"(死(掉|了)?|(一觉)?睡到永远|永远(地)?睡(下去|着)|一直睡下去|长睡不醒|就(这么|这样)(走了|没了|消失(掉|了)?)|(我|自己)" + G + r"{0,4}消失(掉|了)?|醒不(来|过来)|一觉不醒|不醒"
    r"|(我|自己)(突然|就|也|真的|哪天){0,2}(没了|不在了)(?!钱|工作|办法|电|信号|胃口|力气|兴趣|时间|动力)"
    r"|(车|车子)" + G + r"{0,4}撞(过来|上来|死|上我|到我)|(车|车子)(要是|如果)?" + G + r"{0,2}不(停|刹车)|撞(到|上|死)我|(出|遇)(个|了|到)?(车祸|意外)|失事|坠机"
    r"|得(个|了)?(绝症|癌症|重病)|没(有)?(出生|被生下来)|没来过(这)?(世上|世界)?|被车撞)"
)
ZH_WELCOME: Final = (
    r"(就好|多好|好了|也好|挺好|算了|无所谓|也行|也罢|松(一)?口气|不用(再)?(面对|承受|受|熬)|不(会)?(觉得)?可惜|解脱|轻松"
    r"|没关系|不错|省事|一了百了)"
)
# An ending of everything said without a word of death ("一切都会画上句号", "不会再痛苦了").
ZH_FINALITY: Final = (
    r"(一切|所有(的)?事|这一切)(就|都|也)?(会|要|将)?(结束|过去|画上句号|了结|解脱)|画(上)?(个)?句号"
    r"|不(会|用)再(痛|痛苦|难受|麻烦|打扰|拖累|醒|受苦|烦你们)|永远不(会)?醒|永远(地)?(安静|解脱)"
    r"|(没有痛苦|不会(再)?痛|不用(再)?痛)的地方|那里没有(痛|痛苦)|不会再有我|(醒来|醒了)的时候[，,]?" + G + r"{0,4}我(已经)?(走了|不在了)"
    r"|(安心|放心)(地)?(走|离开)(了)?(?=[，。！？,.!?]|$)|永远(地)?(自由|安息)|再也不用(撑|坚持|熬)|彻底(解脱|安静下来)|让自己(彻底|永远)" + G + r"{0,2}(安静|消失|解脱|结束|离开)"
)
# Poisons named by their brand or chemical (a pesticide, a rodenticide, cyanide).
ZH_POISON_NAMES: Final = (
    r"甲胺磷|乐果|草甘膦|毒鼠强|氰化(物|钾|钠)|砒霜|敌百虫|甲拌磷|对硫磷|呋喃丹|克百威|氟乙酰胺|磷化铝|磷化锌"
    r"|杀鼠剂|灭鼠药|毒药|1059|1605"
)
# Sedatives, antidepressants and opioids by name: a named drug is medicine, like 药.
ZH_DRUG: Final = (
    r"舍曲林|氟西汀|帕罗西汀|(艾司)?西酞普兰|文拉法辛|度洛西汀|米氮平|阿普唑仑|艾司唑仑|地西泮|安定片|劳拉西泮"
    r"|氯硝西泮|佐匹克隆|唑吡坦|思诺思|喹硫平|奥氮平|碳酸锂|曲马多|吗啡|芬太尼|羟考酮|可待因|胰岛素|罗拉"
)
# A hanging said by its verb, in any order ("把自己吊起来", "我就吊在那儿", "今晚吊"), and a
# point to hang from tried for strength ("衣柜的杆子够结实").
ZH_HANG: Final = (
    r"(我|自己)(就|要|会|去|想|也|便|直接|打算|准备|马上|再|得|今晚|明天){0,3}吊(在|上去|起来|死|下去)(?![^，。！？,.!?]{0,4}(单杠|双杠|吊环|威亚|吊床|健身|锻炼))"
    r"|(今晚|今天|明天|等会|一会儿|马上|现在|待会)(就)?吊(?=[，。！？,.!?]|$)"
    r"|(横梁|房梁|梁|门框|吊扇|晾衣杆|杆子|暖气管|水管|挂钩)[^。！？\n]{0,10}((够|挺|很)结实|(承|撑|吊|受|挂)(得)?住|承重|承受|重量|体重)"
    r"(?![^。！？\n]{0,4}(秋千|吊床|沙袋|吊灯|灯|书|衣服|花))"
)
# Walking or rushing into traffic, in front of a truck or under its wheels.
ZH_TRAFFIC: Final = (
    r"(站|躺)(在|到)" + G + r"{0,2}(马路|公路|车道)(中间|中央|当中)"
    r"|(往|冲向|冲进|冲到|走进|走到|走向|躺到|跳到|扑向|扑到|站到|钻到|钻进)" + G
    + r"{0,3}(车流|马路(中间|中央|当中)|车道(中间|中央)|(大)?(货车|卡车|公交车|大巴|渣土车)(前面|前头|底下|下面|轮下|轮子底下))"
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
)
# An overdose already taken (an attempt in progress) needs more than a dose: a whole bottle, all
# of it, tens of tablets — or a poison.
ZH_MANY: Final = (
    r"((一整|整|一|几|好几|两|三|四|五)(瓶|盒|板|大把|把)|全部|所有(的)?|几十"
    r"|[二三四五六七八九]十(多)?|十几|[1-9]\d|\d{3})"
)
ZH_POISON: Final = r"(农药|百草枯|敌敌畏|老鼠药|鼠药|除草剂|杀虫剂|消毒液|洗涤剂|" + ZH_POISON_NAMES + r")"
EN_MANY: Final = (
    r"all (of )?(my|the|those|these)|the (whole|entire|full) (bottle|box|pack|packet|strip|jar)( of)?"
    r"|a (whole|full|entire) (bottle|box|pack|packet|strip|jar)( of)?|(like |about |over |around )?(\d{2,}"
    r"|twenty|thirty|forty|fifty|sixty|a hundred)|dozens of|a (bunch|handful|load) of|handfuls of"
    r"|way too many|every one of|every|(\d+|two|three|four|five|six|ten) (bottles|boxes|packs|packets|strips|blisters|jars)( of)?|a (bottle|box|pack|packet|strip|blister)( of)?|(a lot|lots|a ton|tons) of|so many"
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
ZH_SAVED: Final = (
    r"(药|片|粒|颗|安眠药)[^。！？\n]{0,16}攒(了|好|够|下)?(一半|一些|不少|好多|很多)"
)
ZH_BURDEN: Final = r"(累赘|拖累|负担|包袱|多余的人|多余的|拖油瓶|(个|一个)麻烦)"
ZH_ORDINARY_END: Final = (
    r"考完|下班|放假|离职|辞职|毕业|分手|离婚|退休|交稿|上线|忙完|写完|做完|交完|搞定|熬完|考试|期末|高考|中考|考研"
    r"|论文|作业|项目|答辩|面试|加班|实习|军训|交了|学期|病好|出院"
)
# A cut said by its depth, its object often left unsaid ("割得很深"), and bleeding that goes on.
ZH_DEEP_CUT: Final = r"(割|划)(得|的|了)?(很|太|好|特别|非常|挺|这么|那么)深"
ZH_BLEEDING: Final = r"血(止不住|一直(在)?(流|冒)|流个不停|还在(流|冒)|停不下来|越流越多)"
ZH_MARK: Final = r"(伤口|口子|划痕|刀口|血痕|伤疤|疤|伤(?![害心痛感脑]))"

ZH_ATOMS: Final[dict[str, str]] = {
    "active": (
        r"自杀(?!式|率|者|的人|预防|干预|热线|承诺|协议|契约|保证|话题|新闻|事件|相关|这(两)?个|两个字|的(话题|新闻|预警|信号|迹象|案例)"
        r"|念头的(朋友|人|同学|家人|孩子))|紫砂(?!壶|锅|杯|茶|泥|器|煲|陶|盆)|自鲨|自刹|(想|要|去)zs|(我|自己)" + G + r"{0,2}了结|轻生|自尽|寻死|自我了断|了断自己|了结(自己|此生|生命)|结束(掉)?(自己|我)的?(生命|性命)?"
        r"|结束生命|(杀|弄死|杀死|杀掉|了结)(了)?(我)?自己|去死|结束这一切|了断(自己|生命|此生)|(今晚|今天|明天|马上|就)(去)?(做个)?了断|想" + G + r"{0,3}安乐死"
        r"|(想|要|打算|准备|计划|决定)(去|要)?" + G + r"{0,2}" + METHOD
        + r"|" + METHOD + r"的(想法|念头|冲动|计划)|(想|要)(从|往)" + G + r"{0,8}跳下去|一起死|陪我(去)?死"
        r"|自我毁灭|毁掉自己|(要|准备|打算|决定)(去)?离开(这个)?(世界|人世|人间)|把自己(吊|挂)(起来|上去|死)|把自己吊在|把自己挂在" + G + r"{0,4}(门|梁|树|杆|扶手|窗|栏杆|柜|扇|架|钩)|吊死(我)?自己|自己吊死|我(刚才|刚刚|又|这次|今天|今晚|昨晚|昨天)?(又)?" + ZH_DEEP_CUT + G + r"{0,8}[，,]?" + G + r"{0,4}" + ZH_BLEEDING
    ),
    "seek": (
        r"(哪种|什么|哪个)(方式|方法|办法)" + G + r"{0,4}(不(那么)?(疼|痛)|没(有)?痛苦|最快|最准)|(烧炭|上吊|割腕|跳楼)" + G + r"{0,4}(需要|要)(多少|多高|多久|几)|(多少|几(斤|袋|包))炭" + G + r"{0,6}(够|能)|(自杀|死)的?(方法|方式)|怎(么|样)(才能|能|去|让自己)?(自杀|死|结束)|死法|致死量|多久(会|能|才能)死"
        rf"|(吃|喝|吞|服)(多少|几)[颗片粒瓶盒]?{G}{{0,6}}(会|能|才能|可以)?(死|致死|致命|没命|送命|丧命)"
        r"|死(得|的)(快|彻底|痛快)|无痛(地|的)?死|(快速|不痛苦|不痛)(地|的)?死|最快最准|彻底死"
        rf"|死去的{G}{{0,3}}(方式|方法)|让自己{G}{{0,4}}死|快速死亡"
        rf"|(吃|喝|吞|服)了?{G}{{0,12}}(会不会|会|能不能|能)(死|致死|致命)"
        rf"|药{G}{{0,6}}(多|过量){G}{{0,4}}会(不会)?死|(几|多高的?)楼{G}{{0,6}}(死|摔死)"
        rf"|跳下去{G}{{0,4}}(会|能)(不会|不能)?(死|摔死)|会(不会)?(摔|淹)死|吃什么药{G}{{0,4}}死"
        rf"|查(过|了|好)?了?{G}{{0,4}}(怎么|如何|哪种|哪里){G}{{0,3}}(割|跳|吃药|上吊|死|烧炭)"
        rf"|(哪种|什么|哪个|哪款|哪一种){G}{{0,2}}{ZH_POISON}{G}{{0,3}}(喝|吃|吞|服)(了|下去)?{G}{{0,3}}(最快|最有效|没(有)?痛苦|不(那么)?(疼|痛)|会死|能死)"
    ),
    "passive": (
        ZH_FINALITY + r"|(如果|要是)我" + G + r"{0,3}((消失|不在|没)(了|掉)|消失)[，,]?" + G + r"{0,8}(更好|好过|轻松|解脱)"
        r"|我的存在(本身)?(就)?(是)?(个|一个)?(错误|多余|负担|麻烦)"
        r"|只会给" + G + r"{0,6}(带来|添|找)(麻烦|负担|痛苦|不幸|拖累)"
        r"|(如果|要是)?没有我(的话)?[，,]?" + G + r"{0,10}(不用|不会|更|就好|轻松|好过|幸福|开心|少(很多|好多|一些|不少)?(麻烦|负担|拖累|烦恼))"
        r"|我(走了|不在了|死了|消失了|没了)" + G + r"{0,4}(大家|你们|他们|家里|家人|爸妈|所有人)" + G
        + r"{0,4}(就好|会好|更好|轻松|解脱|不用|开心)"
        r"|(死|病|癌|车祸|意外|出事)" + G + r"{0,8}(为什么|怎么)不是我|"
        + ZH_END_OF_LIFE + G + r"{0,8}[，,]?" + G + r"{0,8}" + ZH_WELCOME
        + r"|(真希望|希望|但愿|巴不得|祈祷)" + OWN_G + r"{0,10}[，,]?" + OWN_G + r"{0,6}" + ZH_END_OF_LIFE
        + r"|(希望|祈祷|但愿|巴不得|最好|要是|如果)" + G + r"{0,8}(别|不要|不用|不会)(再)?醒"
        r"|(睡着|睡过去|睡下|睡了|闭上眼(睛)?|一觉)" + G + r"{0,4}(别|不要|不用|不再|再也不|永远不)(再)?(醒|睁开)"
        r"|永远(地)?(休息|睡|安息|离开)|彻底解脱|永远解脱|再也不用(痛|难受|受苦|醒)|醒(过)?来干(嘛|什么)"
        r"|(我|自己)(就|只|真的|简直|根本|本来|也|都)?(就|只)?(是|成了|当了)" + G + r"{0,4}" + ZH_BURDEN
        + r"|(只会|只能|就是在|活着|存在)" + G + r"{0,8}(添麻烦|找麻烦|拖后腿|拖累|负担)"
        r"|拖累(了)?(全家|家里|家人|大家|别人|你们|爸妈|父母|他们)|(不如|还不如)不(在|存在|活)"
        r"|想死(?!你|您|他|她|我了|了你)|想死掉|不想活|活不下去|活着(没|没有)(什么)?(意思|意义|希望|盼头)"
        r"|活着真?没意思|生无可恋|死了算了|死了就好|不如死|死了(反而)?(就)?(轻松|解脱)|才能(解脱|摆脱)|只有死"
        r"|生不如死|一了百了|想消失|消失(了)?(就好|算了|大家|他们|会更好)|不想(再)?醒|再也不(要)?醒|不用(再)?醒(过)?来"
        r"|又醒了|不想存在|(人间|世界|世上)" + G + r"{0,8}[，,]?" + G + r"{0,6}不想(再)?(待|呆|留|活)|没有我(的话)?" + G + r"{0,6}(更好|轻松|好过)"
        r"|(想象|幻想|设想|计划|安排)(着)?(自己|我)(的)?(葬礼|死后|死的样子|死掉的样子|遗照)"
        r"|(被车撞|出车祸|得(了)?绝症|一睡不醒)" + G + r"{0,6}(算了|就好|该多好|多好)|活着" + G + r"{0,3}累"
        r"|撑不下去|不想再撑|撑不住了|让我死|想到死|死的(想法|念头|心)|死亡(真好|很美|是件)|不想看到明天"
        r"|想尽快结束|(什么|一切)(就)?都(会)?结束|要死了|快死了|想不开|活着(好|太|真)?痛苦|不想再活|活够了|活腻了|不想继续活|活得(好|太|真)累"
        r"|(人生|活着|生活)" + G + r"{0,2}(没有|没)" + G + r"{0,3}(意义|意思)|没有活下去的|活着干(嘛|什么)|活着有什么(意思|意义|用)"
        r"|为什么(要|还)活着|何必活着|一睡不醒|睡死过去|永远睡下去|长眠|(想|要)?离开(这个)?(世界|人世|人间)"
        r"|去(另一个世界|天堂)|想解脱|想(过|到过)死|(希望|宁愿|但愿)(自己)?(从来)?没(有)?(出生|被生下来)"
        r"|不该(出生|来到这个世界)|不(该|应该)活(在|着|下去)|(一直|永远)睡下去|一睡不起|睡着" + G + r"{0,3}不(要)?醒|不配活"
        r"|(我|活着)" + G + r"{0,6}浪费(粮食|空气|资源|氧气)|(要是|如果)(我)?(从来|当初|根本)?没(有)?(出生|被生下来|被生出来)"
        r"|(我|自己)" + G + r"{0,8}是(个|一个)?多余|活着(就是|也是|只是)" + G + r"{0,2}(浪费|多余|累赘|拖累)"
        r"|(死|车祸|意外|出事|去世)的?(那个)?(人)?" + G + r"{0,4}是我(就好|多好|该多好)|活着" + G + r"{0,8}(折磨|煎熬|受罪|受苦)|(撑|熬)不了(多久|太久|几天)"
        r"|对(活着|生活|未来|人生|这个世界|世界|人间)" + G + r"{0,4}(没有|没)" + G + r"{0,4}(期待|盼头|希望|留恋)"
        r"|(如果|要是|假如|哪天)?我" + G + r"{0,3}(死|消失|不在|没)(了|掉)[，,]?" + G + r"{0,4}(也)?(没人|没有人|不会有人|谁都不|谁也不)(会)?" + G + r"{0,2}(在意|在乎|发现|注意到|察觉|难过|伤心|管|知道|想我|记得)"
        r"|死了" + G + r"{0,3}(没人|不会有人)" + G + r"{0,2}(难过|在乎|伤心|管|知道)|活下去" + G + r"{0,2}难"
        r"|宁(愿|可)死|活(着|得)" + G + r"{0,2}没劲|自己" + G + r"{0,2}多余|我是多余的|熬日子|熬不(下去|住)"
        r"|明天不(会|要)来|(我)?签(了|过)?" + G + r"{0,6}不自杀(的)?(承诺|协议|契约|保证)|为什么" + G + r"{0,10}[，,]?" + G + r"{0,6}(还|要)" + G + r"{0,8}活(着|下去)(?!的)|明天(永远)?(不要|别|不会)(再)?(到)?来|(和|跟|对|向)(这个)?(世界|人间|人世)" + G + r"{0,3}(说再见|告别|道别|再见)|(世界|世上|人间|人世|生活|活着)" + G + r"{0,6}(没有|没)(什么|任何)?" + G + r"{0,3}(值得|让)?(我)?(留恋|牵挂|舍不得)|活着" + G + r"{0,8}(惩罚|地狱|酷刑)|不想(面对|迎接)明天|如果我死了|我死了(以后|之后)?" + G + r"{0,3}(会|有)人|(永远|再也)不回来"
        r"|厌倦(了)?(活着|这个世界|生活|人生)|过够了|受够了" + G + r"{0,3}(日子|生活|人生)|为什么" + G + r"{0,2}(要|还)活着"
        r"|死的勇气|不敢死|毫无意义|一觉" + G + r"{0,3}不(起来|醒)|(希望|要是)" + G + r"{0,4}(没存在|不存在)|想" + G + r"{0,6}消失(?!一阵|几天|一段|一会|一下)|(这个)?(世界|人间|世上)" + G + r"{0,4}(彻底)?(消失|离开)|没有我[，,]?" + G + r"{0,8}(更好|轻松|好过)|被" + G + r"{0,3}车撞死|就这么死掉|死了也(没人|无所谓|不会有人)|死掉(算了|就好)|不想活着|不如不活|想被车撞|(那种|这种|轻生的|死的)(想法|念头)" + G + r"{0,4}(回来|出现|冒出来)"
    ),
    "self_harm": (
        r"(我|自己|手腕|腕|手臂|胳膊|大腿)(刚才|刚刚|又|这次|今天|今晚|昨晚|昨天)?(又)?" + ZH_DEEP_CUT + r"|(头|脑袋)" + G + r"{0,3}(往|朝|向)墙(上)?(撞|磕|砸)|想让自己(疼|痛|流血)"
        r"|把(手臂|胳膊|腿|手腕|皮肤|脸|大腿)" + G + r"{0,2}(抓|掐|挠|抠|咬|打|划|割)得" + G + r"{0,4}(血|烂|破|青|紫)|自残|自伤|自虐|伤害(我)?自己|自我伤害|伤害自我|把自己(饿|打|伤|割|划|掐|烫|砸|弄伤|弄出血|抓)"
        r"|(新|又)" + G + r"{0,4}" + ZH_MARK + r"|又(添|多|划|割)了?" + G + r"{0,2}(道|条|刀|个口子)|又(割|划)了?(?=[，。！？,.!?]|$)"
        r"|(用|拿)" + G + r"{0,3}(打火机|烟头|刀片|刀|圆规|剪刀|针|皮筋|指甲)" + G + r"{0,6}(烫|燎|烙|烧(?!纸|烤|水|饭|菜|烟)|割|划|扎|戳|刺|弹|抠|掐)(?!我)"
        r"|(忍不住|又|控制不住)" + G + r"{0,4}(拿|用|动)(起)?(了)?(刀片|刀|剪刀|圆规|烟头|打火机)"
        r"|是我(自己)?(弄|划|割|抓|烫|掐)的|把自己弄(得|成)" + G + r"{0,6}(血|伤|疼|青|紫)"
        r"|" + ZH_MARK + G + r"{0,6}(渗血|流血|又(添|多)|自己(弄|划|割|抓|烫))|自己(弄|划|割|抓|烫)(的|伤|出来)"
        r"|(割|划|伤|烫|掐|打|扇|抽|咬|饿|惩罚|折磨|扎|刺|戳|砸|捶|撞|勒|弹|浇|泼|烧|抓|弄伤)(伤)?(了)?自己|撞墙|割手|划手|割腕|(划|割)了(几|一|两)刀|(抓|咬|抠)(破|伤|烂)"
    ),
    "harm_verb": r"划|割|烫|燎|刻|掐|扎|刺|抠|刮|弹|砸|捶|勒|戳",
    "body": r"胳膊|指甲|(?<![木石馒码枕镜骨街龙眉])头|手臂|手腕|大腿|腿上|手背|皮肤|手上|身上|胳臂|伤疤|疤|的手|手指",
    "means": (
        ZH_POISON_NAMES + r"|一氧化碳|安眠药|助眠药|镇静剂|农药|百草枯|敌敌畏|老鼠药|鼠药|除草剂|木炭|炭|煤气(?!灶|费|表|公司|管道)|绳子|绳索|麻绳|尼龙绳|绳套|绳结|绳圈|套索|登山绳|粗绳|刀片|美工刀|小刀"
        r"|剃刀|水果刀|刀|枪|封(好|死)?(了)?(门窗|窗户|门缝)|(门窗|窗户|门缝|窗缝|车库|房间|卫生间|浴室|车窗)" + G + r"{0,3}(封|堵|贴|塞)(好|死|上|住|严)|跳楼|跳河|跳江|跳海|跳桥|跳下去|投江|投河|卧轨"
        r"|上吊|烧炭|服毒|吞药|(踩|冲|迈|栽)下去|去跳(了|吧)?(?=[，。！？,.!?]|$)|(从|往)" + G + r"{0,8}(跳|下去)"
    ),
    "medicine": r"药|" + ZH_DRUG,
    # A method named by its act, not by an object (a hanging, walking into traffic): a means that
    # no ordinary use makes ordinary (``rules.py``).
    "method": ZH_HANG + r"|" + ZH_TRAFFIC,
    # A method set up: a means and its readying at once (``rules.py``).
    "setup": ZH_CO,
    "quantity": (
        r"(一|整|几|好几|两|三|这|那)(整)?(瓶|盒|板|把|袋)|\d+片|[几十百]+(片|颗|粒)|[一二三四五六七八九十]+十?片"
        r"|全部|所有的|都吃|全吃|好多|一大"
    ),
    "place": (
        r"往水(里|中)走|(浪|海水|河水|江水|湖水)" + G + r"{0,3}(到|没过|漫过|打到|淹到)(了)?(我的?)?(膝盖|腰|胸|脖子|大腿)|(楼|大厦|塔|建筑|车库|停车场|停车楼|商场)" + G + r"{0,2}(顶上|顶层|顶端|最高处|楼顶|天台)|(走|泡|站|躺)(进|到|在)?" + G + r"{0,1}(水|河|海|湖|江)里"
        r"|水(已经)?(到|没过|漫过)(了)?(膝盖|腰|胸|脖子)|(那|这)条(河|江)|(河|江|水)" + G + r"{0,2}(挺|很|好|特别)深|铁路|铁道|火车道|桥(中间|中央|面|头|栏)|大坝|坝上|水箱|(江|河|海|湖)?水" + G + r"{0,2}(离我的?(脚|身体|身边)?|到了?我?的?(脚|腰|胸|膝盖|脖子)|漫过|没过)|走进(水|河|海|江)|往下跳|天台|楼顶|顶楼|屋顶|窗台|阳台边|[0-9一二三四五六七八九十]{1,3}楼|高楼|大桥|桥上|桥边|桥下|(那|这)座桥|栏杆|护栏|礁石|阳台|(十|[1-9][0-9])[0-9一二三四五六七八九]?层|江边|江堤|江里"
        r"|河边|河里|海边|(?<!脑)海里|水库|湖边|湖里|铁轨|站台|轨道|悬崖|崖边|窗户|窗边|窗外|高速|高架|天桥|河堤|堤上|(选|找|看)好了?(楼|地方|位置|桥)"
        r"|(去|到)" + G + r"{0,8}(江边|河边|海边|湖边|大桥|悬崖|崖边)" + G + r"{0,2}的?单程(的)?(车|机|船)?票"
    ),
    "presence": r"人(已经|就|现在)?在|(一个人|独自)(在|站在|坐在)|(只有|就差|差)(一|半)步|(栏杆|护栏)外(面|边|侧)?|翻过|翻到|往下看|往下望|往下跳|往水里|走进(水|河|海|江)|就差一步|站了|坐了|待了|蹲了|趴了|躺了|站在|坐在|躺在|蹲在|爬上|爬到|我在|现在在|正在|已经在|到了|来到|开到|就在|停在|停到|走到|走上|单程(的)?(车|机|船)?票",
    "brink": (
        r"(已经|我|终于)" + G + r"{0,2}(爬)?(上来|上去)了|往(水|海|河|江|湖)?(里|深处)(走|去)|"
        r"(站|坐|蹲|趴|躺|待|爬|骑|立)(在|到|上)?(了)?" + G + r"{0,3}(边上|边缘|边沿|沿上|外沿|栏杆上|护栏上|围墙上|墙头)"
        r"|(栏杆|护栏|围栏|扶手)的?(外面|外侧|外边|外头)|(跨|翻|爬)(了)?(出去|过去|过栏杆|过护栏|上栏杆|上护栏|上围墙)"
        r"|(腿|脚|身子|身体)" + G + r"{0,4}(跨|伸|悬|探|荡|垂)(了)?(出去|到外面|在外面|在半空|在空中)"
        r"|(鞋|鞋子|拖鞋|球鞋)" + G + r"{0,3}(脱|留|摆|并排放)(在|了|好)"
    ),
    "acquire": (
        r"(系|绑|挂|拴|吊)(在|到|上|好)|(兑|配|磨|装|弄|找|倒|拿|剥)(好|齐|够|出来|成粉)|碾(碎|成)|买(了|好|到)|收(在|好|着)|攒|囤|偷(了|来|到|出来|拿)|存(了|好|着|够)|藏(了|好|着|在)|备(好|齐)|准备好|拿了|偷偷|弄到|搞到|数(过|好)|买回(来|家)|网上买|下单|到货|寄到|(都)?准备了|都(买|备)(了|齐)|(都)?齐了|搬(进|到)|带回(来|家)|带在身上|(随身|一直)(带|揣)着|揣(在|着)|(拿|握|攥|捏)着"
        r"|" + ZH_ACCESS + r"|(在|藏在|塞在|锁在)" + G + r"{0,3}(后备箱|衣柜|柜子|抽屉|床底|枕头|包里|书包|口袋|笔袋|车里)"
        r"|挂好|搬过来|点上|攥着|握着|捏着|攥在手|握在手|(都|已经)?够了|都有了|放在|摆在|摆好|放好|手边|身边|准备着|反锁|系好|挂在|绑好|打好(了)?结|打好了|(地方|位置|地点)" + G + r"{0,4}(选|找|看|挑)好(了)?|全倒|倒在手"
    ),
    "time": (
        r"今晚|今天晚上|今夜|今天|明天|明早|明晚|后天|这周|周末|下周|周[一二三四五六日]|星期[一二三四五六日天]"
        r"|下个?(星期|礼拜)|这个?(星期|礼拜)[一二三四五六日天]?|下个月|这个月|月底|年底|月初|过年前|[0-9一二三四五六七八九十]{1,3}号|过完年|过几天|这两天|马上|立刻|现在就|等会|待会|一会儿"
        r"|这就|这几天|天亮|天黑(了)?(以后|之后|就)|[0-9一二三四五六七八九十几半]{1,3}(分钟|个小时|小时)(后|以后|之后)|那天|现在(往|开车|出发|过去)|再过(一|两|几|三)天|(下班|放学|考完试?)(以后|之后|后)|(下班|放学|回家)(的)?路上"
    ),
    "when": (
        r"(等|趁)(到)?" + G + r"{1,10}(的时候|之后|以后|那天|后|了|完|就|亮|睡着|睡了|出门|不在|走了|上班|出差|没人)"
        r"|(他们|她们|爸妈|父母|家里人|家人|室友|舍友|大家|所有人|我爸|我妈|爸爸|妈妈|老公|老婆)(都)?" + G
        + r"{0,4}(上班|出门|睡着|睡下|出差|不在家|离开|回老家|走)(了)?(以后|之后|后)"
    ),
    "event": (
        r"考试|上班|上学|开学|开会|面试|出发|旅行|旅游|搬家|聚会|约会|吃饭|电影|爬山|钓鱼|烧烤|复诊|体检|比赛"
        r"|答辩|作业|加班|出差|驾照|科目[一二三四]|拔牙|智齿|牙医|看牙|报名|马拉松|表白|相亲|领证|婚礼|理发|剪头发|打疫苗"
        r"|健身|开业|演出|考研|考公|出游|入职|上岗|报到|新公司|新工作|新学校|回老家|新家|乔迁"
    ),
    "act": (
        r"开着(睡|过夜|不关)|吞|喝(掉|下)|吃掉|全吃|吃了它|跳|上去|过去|动手|了断|结束|去做|就走|行动|下去|割得|倒(进|在|了|好)|拧开|开了|打开了"
    ),
    "intent": (
        r"想好了|决定(好)?了|(日子|时间|日期)" + G + r"{0,4}定(好|了)|换(个|一个|种)(办法|方法|方式|地方)"
        r"|(下一次|下回)" + G + r"{0,4}(绝不|不会|一定|要|会|就|我)|更狠|双倍|下定决心|定了(个|一个)?(日子|时间)|这次(会|要|一定|我会|就)|这回(会|要|一定|我会|就)"
        r"|(这次|下次|这回)" + G + r"{0,3}(会|要|能|一定|就)|(计划|准备|等着|想)下一次|(定|选)好(了)?(日子|时间)"
        r"|(去|要|就)做那件事|还有下次|下次" + G + r"{0,2}(一定|再|还)|还要再|再来一次|再来$|还(是)?想再(去|来|试|做)|再去一次|再试一次|不会再失败|不会让人(看见|发现)|更周全"
        r"|(这次|这回|下次|下回)" + G + r"{0,2}(选|找|挑|换)(个|一个)|(这次|这回)" + G + r"{0,3}(知道|懂)(该)?怎么(做|弄)"
        r"|(就|要|准备|打算)动手(了)?(?=[，。！？,.!?]|$)|(没人|没有人|不会有人)(会)?发现|(割|吃|跳)得更(深|多|高)|多吃一些|又买了|这次是真的|就是今晚|就这两天"
        r"|(这次|这回|这一次|这一回|下次|下回)" + G + r"{0,3}(选|找|挑|等|趁)" + G + r"{0,10}(的时候|那天|时间|日子|地方|没人)"
        r"|等(着)?" + G + r"{0,4}车" + G + r"{0,4}(撞|压|碾)(过来|上来|死我|我)"
        r"|(要|会|就|打算|准备|想|决定)(直接)?(" + ZH_TRAFFIC + r")"
        r"|(这一次|这一回)" + G + r"{0,3}(会|要|能|一定|就)|(不会|不再)(再)?(犹豫|手软|退缩|心软)"
    ),
    "farewell_strong": (
        r"遗书|遗言|永远的晚安|晚安[，,]?永远|最后(几句|一句|的话)|是(我的)?最后一(晚|夜|天)(了)?(?=[，。！？,.!?]|$)|道过别|告过别|跟" + G + r"{0,6}道(过)?别了|不用(再)?为我(操心|担心)|最后一条|最后一(封|段|句|通|个)(信|话|留言|消息|语音|视频|电话)|最后一次(跟|和|给|说)|最后的(话|消息|朋友圈|礼物)|最后一份礼物|(联系不上|找不到)我(了)?|这是我(的)?最后|再见了|永别|下辈子|来生|不在了"
        r"|(说(了|过)?再见|告(了|过)?别|道(了|过)?别)" + G + r"{0,10}[，,]?" + G + r"{0,6}(不知道|不明白|没(听)?懂|没明白|不懂)" + G + r"{0,3}(什么)?意思"
        r"|信[，,]?" + G + r"{0,10}(长大(了)?|我(走|不在)(了)?)(以后|之后)(再|才)?(看|读|打开|拆)|(以后|再也)(就)?不能(再)?陪|没法再陪|不用(再)?找我|别找我|见不到我|看不到我|要走了|真的要走|(替|帮)我(跟|向|照顾|和)"
        r"|对不起" + G + r"{0,8}(以后|再也)|以后" + G + r"{0,2}不(会)?再(打扰|麻烦|联系)"
        r"|(这辈子|这一生|人生|生命)(就)?(到|走到)(这里|此|头)|就当(没有|没)" + G + r"{0,4}我|当我(不存在|没来过)|忘了我吧"
        r"|给(爸妈|父母|家人|妈妈|爸爸|你们|每个人|大家)" + G + r"{0,3}(的|写好了?|留了?)信|谢谢你们" + G + r"{0,10}(照顾|陪伴|这些年)"
        r"|以后(就)?不用(再)?(操心|担心|管)|不用(再)?(惦记|挂念|牵挂)我|别(惦记|挂念)我"
        r"|以后(的日子)?" + G + r"{0,4}(好好的|保重|好好过)|让(他|她|他们|你们)?(别|不要)(为我)?(难过|伤心)|(每个人|每人)(都)?(写了)?一封"
        r"|给(每个人|所有人|大家|家里每个人)" + G + r"{0,4}(写|留)(了)?" + G + r"{0,3}(信|话)|以后没人(跟|陪|和|烦|气)"
    ),
    "farewell": r"(拜拜|再见)(了)?[，,]?(大家|各位|所有人)|以后(都)?不会再见(了|面)?|再也见不到了|对不起(所有人|大家|每一个人|每个人)"
    r"|你(们)?(要|一定要)?好好(活下去|活着)|(想说|要说|最后)的话" + G + r"{0,3}(录|写|留)|定时发|(以后|之后)" + G + r"{0,6}(麻烦|拜托|交给|靠)(你|你们|她|他)|(以后|之后)" + G + r"{0,4}(你们|你)(随便|帮我)(处理|分)"
    r"|(反正|以后|再也|我)" + G + r"{0,3}(用不着|用不上)|不想留下(什么|任何)|给" + G + r"{0,6}留(了|下)?(一)?(封|张)?" + G + r"{0,2}(信|纸条|字条)|以后也(没人|不会有人)|以后(替|帮)我|谢谢" + G + r"{0,6}(这些年|这么多年)"
    r"|(干干净净|安安静静|清清白白|体体面面)(的|地)?走(?!路|走|一走|一趟|一圈|过|进|出|到|向|上|下|回|去|着)"
    r"|没(有)?什么(放不下|牵挂|留恋|舍不得)的?|了无牵挂|无牵无挂"
    r"|给(每个人|所有人|大家)" + G + r"{0,4}(发了|留了|写了)|告别|道别|写(了|好)?" + G + r"{0,6}信|信" + G + r"{0,2}写(好|完)",
    # Thanks for the listener's time and a goodbye: a farewell only beside a wish to die or affairs
    # settled (``rules.py``), since every ordinary session ends with one too.
    "goodbye": (
        r"(过了|过完|熬过|撑过)" + G + r"{0,8}(就|然后)(都|全)?(结束|了结|解脱)(了)?(?=[，。！？,.!?]|$)|"
        r"谢谢" + G + r"{0,6}(这段时间|这段日子|一直以来)|谢谢(你|你们|您)" + G + r"{0,14}[，,。！!]?(再见|拜拜|永别)(?!了)"
        r"|(再见|拜拜)[，,。！!]?谢谢(你|你们|您)"
    ),
    "affairs": (
        r"房租" + G + r"{0,3}(付|交)到|(事情都|一切都?|所有(的)?事(情)?都?)" + G + r"{0,2}了结"
        r"|转给" + G + r"{0,6}(运营|管理|打理|照顾)|(猫|狗|宠物|孩子|鱼|花|植物|绿植|乌龟|兔子|仓鼠|鹦鹉|鸟)" + G + r"{0,6}(麻烦|拜托|交给|托付)(你|你们|她|他|给|楼下|邻居|室友|朋友|同事|阿姨|我妈|我爸)|(猫|狗|宠物)" + G + r"{0,2}(交给|托付给|送给)"
        r"|(我的)?(东西|遗物)" + G + r"{0,6}(随便处理|处理掉|都给|分了)|(卡|账户|账号|户)" + G + r"{0,2}(销|注销|关)(了|掉)|(手机号|电话号码|号码)" + G + r"{0,4}(停|销|注销)"
        r"|(东西|行李)" + G + r"{0,4}(寄回|寄走|送回)|(日记|照片|信)" + G + r"{0,4}(烧|撕|删)(了|掉)|遗嘱|受益人|密码|(账号|东西|衣服|书|游戏|电脑|手机|首饰|存款)" + G + r"{0,4}(送给|给了|留给|转给)|(都)?捐(了|掉|出去)|删(得)?(干净|光)|清空|头像" + G + r"{0,4}(换|改)成" + G + r"{0,2}(黑色|黑白|纯黑)|(微信|qq|微博|账号|朋友圈)" + G + r"{0,2}(退|注销|删)(了|掉|光)|银行卡|都交代了|交代的都|都安排好了|后面的事|房子" + G + r"{0,2}退了|退租|(猫|狗|宠物)"
        + G + r"{0,4}送(走|人|给|到|去)|(存款|积蓄)" + G + r"{0,4}(转|留)|还清|注销|删(掉|除)了?(所有|全部)"
        r"|(房子|车|存款|财产)" + G + r"{0,3}过户(给|到)|(东西|财产)" + G + r"{0,4}分(好|给)|交代(清楚|好)|后事|托付|拜托" + G + r"{0,6}替我|(钥匙|卡号|存折|账户|房产证)" + G + r"{0,4}(留给|交给|给了|写在|放在)|送(给)?" + G + r"{0,6}养|送人|分给"
    ),
    "affairs_strong": (
        r"(交代|安排|准备|写)" + G + r"{0,4}后事|后事" + G + r"{0,6}(交代|安排|准备|写)|"
        r"(存款|积蓄|存的钱|攒的钱|家当|财产|(所有|全部)的?钱|钱(都|全))" + G + r"{0,4}(转|留|给|送|分|交|打)(给|了|到)"
        r"|((所有|全部)的?|(卡|账号)的?)密码" + G + r"{0,4}(写|留|交|告诉|放)|密码(都|全)" + G + r"{0,3}(写|留|交|告诉|放)"
    ),
    "attempt": (
        r"(上次|那次|上回)" + G + r"{0,8}被" + G + r"{0,4}(发现|救|拦住|拉住|送)|(割腕|吞药|跳楼|烧炭|上吊|吃药|跳河)(的)?那次|洗(了)?胃|被(人)?(拉住|拦住|拦下|送医|送到医院|捞(起来|上来))|(上次|上回|那次|第一次)" + G + r"{0,10}(没死|没割到|没(跳|吃|吊)成)|抢救|被救(?!护)|救(了)?回来|拉(了)?上来|没死成|自杀未遂|(上次|那次|上回)" + G + r"{0,4}(割|吃|跳|吞)得?(不够|太浅|太少)|(割腕|吞药|跳楼|烧炭|上吊|吃药|跳河|自杀)" + G + r"{0,4}被" + G + r"{0,3}(发现|救|拦|送)"
        r"|(跳|割|吞)过(一|两|几)?(次|回)?(楼|河|江|腕|药|安眠药)|(疤|伤疤|伤痕|疤痕)" + G + r"{0,8}(那次|上次|上回)(留下|弄)的?|(江|河|海|湖|楼|天台|桥|水|铁轨)" + G + r"{0,6}被" + G + r"{0,4}(拉|劝|拽)(了)?(回来|下来|上来)|自杀过|割过|跳过(楼|河|江)"
        r"|试过(一|两|几)次|吃过(药|安眠药)|绳子断了|还要再来一次|再试一次"
        r"|被" + G + r"{0,8}(捞|救|拉|拽)(了)?(起来|上来|回来|下来)(过)?|(手腕|腕)(上)?的?(伤疤|疤痕|疤|刀疤)"
    ),
    "overdose": (
        r"(吃|吞|喝|服|嗑|磕)(了|下(去)?了?|掉了?|光了?)" + G + r"{0,4}" + ZH_MANY + G + r"{0,6}(药|片|粒|颗|胶囊|安定|" + ZH_DRUG + r")"
        r"|(吃|吞|喝|服)(了|下(去)?了?|掉了?)" + G + r"{0,2}" + ZH_POISON
        + r"|(把|将)" + G + r"{0,10}(药|片|胶囊|" + ZH_DRUG + r"|" + ZH_POISON + r")" + G + r"{0,4}(都|全|全部|一口气)" + G + r"{0,3}(吃|吞|喝|服|打|注射)(了|下|掉|光)"
        r"|(药|片|胶囊|" + ZH_DRUG + r")" + G + r"{0,2}(我)?(都|全|全部|一口气)(都)?(吃|吞|喝|服)(了|下|掉|光)"
        r"|(吃|吞|服)(了|下了?)" + G + r"{0,2}(很多|好多|一堆|一大堆|一大把|一把)" + G + r"{0,3}(药|片)" + G + r"{0,10}[，,]?"
        + G + r"{0,6}(?<!还是)(?<!还)(?<!一直)(?<!依然)(?<!仍然)(头(好|很|有点|特别)?晕|想吐|吐了|好困|犯困|迷糊|模糊|心跳(好|很)?快|喘不上|站不稳|意识)"
    ),
    "hyperbole": (
        r"(饿|笑|热|累|困|堵|难|气|烦|冷|忙|吓|疼|痛|丑|美|帅|虐|馋|渴|急|闷|挤|晒|吵|穷|懒|撑|羡慕|尴尬|无聊|爱|辣|酸"
        r"|甜|咸|香|冻|臭|丢人|郁闷|紧张)死"
        r"|(?P<hyperbole_verb>(?!活|死|痛|难|苦)[\u4e00-\u9fff])" + G + r"{0,4}(?P=hyperbole_verb)(得|到)(我)?(都|快)?(想|要)死"
        r"|(累|困|忙|渴|挤|吵|闷|无聊|尴尬|丢人|难吃|难听|多|烦人)(得|到)(我)?(都|快)?想死"
        r"|(写|做|改|背|考|学|练|跑|搬|赶|排|等|开会|刷|抄|算|洗|打扫|收拾|骂|训|念叨|折腾|站|坐|走|爬|蹲|骑|加)(得|到)(我)?(都)?(快)?(想|要)死"
        r"|(?<!不是)(?<!没)(?<!别)开玩笑|说着玩|玩笑话|随口(说|一说)|(气|烦|笑|吓|热|冷|饿)得(我)?(都)?(想|要)死"
        r"|(多|忙|累|烦|难|贵|挤|吵|热|冷|饿|困|疼|痛|臭|慢|烦人|无聊|难吃|难看)(到|得)(快)?要死"
        r"|消失(一阵子|一阵|几天|一段时间|一会儿|一下)|想死你|当场(消失|去世|死亡|升天)|原地(消失|爆炸|升天)|(尴尬|丢人|丢脸|羞|社死)(到|得)" + G + r"{0,4}(消失|钻|去世)|社死|原地去世|地缝"
        r"|(难|烦|气|忙|累|卷|多|考|背|写|做|改)(得|到)(我)?(都)?(快)?想(跳楼|跳河|撞墙)"
        r"|(要|快)?被" + G + r"{0,6}(逼疯|气死|累死|笑死|烦死)|(逼|害|气|吓)死我"
    ),
    "media": (
        r"电影|电视剧|剧里|这部剧|小说|故事|新闻|报道|报纸|这首歌|歌里|歌词|角色|主角|游戏里|书里|课上|历史课"
        r"|语文课|课文|动漫|漫画|综艺|纪录片|屈原|身亡|(自杀|轻生|死亡?)(这)?(个)?(两个字|词|的?话题|预防|干预|热线|相关)"
        r"|(有|存在)(自杀|轻生)(的)?(念头|倾向|想法)的(朋友|人|同学|家人|孩子)|相关知识|的知识|知识点|自杀预防|心理课|心理学|学心理|老师讲|科普|讲座|论文|去世|逝世|自杀率|自杀者|自杀的人|闹自杀"
    ),
    # Gaps sealed (a room made airtight) make charcoal or gas no cookout and no heating.
    "seal": (
        r"(门|窗|门窗|窗户|窗缝|门缝|缝隙|缝|通风口|排气扇|排风扇)" + G + r"{0,6}(封|堵|塞|贴)(好|死|上|住|严|满)"
        r"|(胶带|毛巾|湿毛巾)" + G + r"{0,6}(封|堵|塞)(好|死|上|住|严|满)?"
    ),
    # A letter or gift to be opened on a day far ahead in the reader's life (a time capsule) is no
    # farewell: a milestone of theirs, not the writer's absence (``长大以后`` stays a farewell).
    "keepsake": (
        r"(等|到|在)" + G + r"{0,8}(上大学|上高中|上初中|上中学|考上大学|成年|满十八|十八岁|18岁|二十岁|结婚|毕业|成人礼|高考|(\d+|[一二三四五六七八九十]+)岁(生日)?)"
        + G + r"{0,6}(再|才|时|的时候|那天|以后|之后)?" + G + r"{0,4}(看|读|打开|拆|给)|时光胶囊|时间胶囊|成人礼|写给(未来|将来|十年后|二十年后)的?(自己|我)"
    ),
    # Holding back ("一直在克制", "忍住了没跳") says the urge is there: a denial beside it is no negation.
    "restraint": r"克制(住)?(自己)?(?!(住)?(自己)?的?(情绪|脾气|食欲|饮食|购物|消费|嘴|体重))|忍住(了)?|强忍(着)?|拼命忍|按捺(住)?|压抑着",
    # "…开玩笑的" said of what came before takes back ideation in its sentence ("不是开玩笑" does not).
    "joke": r"(?<!不是)(?<!没)(?<!别)(?<!在)开玩笑(的|啦|哈|呢|而已)?(?=[，。！？,.!?~～]|$)|开个玩笑|说着玩的|逗你(的|玩)|(就是|只是|都是|也就是)(在)?(吐槽|发牢骚|抱怨|说说而已|随便说说|嘴上说说)",
    "hypothetical": r"问(我|过我)" + G + r"{0,4}(有没有|是否|会不会|想没想)|假如|假设|如果有人|打个比方|比如说|理论上|万一有人|除非",
    "stockpile": (
        r"攒(了|好|够)?(一|两|整|几)(瓶|盒|板)(了)?(?=[，。！？,.!?]|$)|" + ZH_SAVED + r""
        r"|(药|片|粒|颗)[^。！？\n]{0,12}数(了|过|好)(一|两|三|几|好几)(遍|次)"
        r"|(药|片|粒|颗)[^。！？\n]{0,12}数(了|过|好)[^。！？\n]{0,12}(应该|肯定|绝对|足够|完全|估计)?(是)?够(了|用了)(?=[，。！？,.!?]|$)"
    ),
    "disposal": (
        r"(药|安眠药|刀片|刀|绳子|炭|它们|它)" + G + r"{0,6}((扔|丢|冲)(掉|了|走)|倒掉|(扔|丢|冲|倒)进(了)?(马桶|垃圾|下水道|水槽|厕所|河里)|放回)"
        r"|((扔|丢|冲)(掉|了)|倒掉)" + G + r"{0,4}(药|刀片|刀|绳子|炭)"
        r"|(交给|给)" + G + r"{0,6}(保管|收着|锁起来)|上交(了)?"
        r"|(药店|药房|医院|社区)" + G + r"{0,3}(回收|销毁)|回收(箱|点)"
    ),
    "accident": r"(水|汤|锅|油|杯子)" + G + r"{0,2}(太|好|很)烫|救生员|溺水|抽筋|呛水|意外|不小心|失足|滑倒|掉(进|下)|摔(倒|跤|的|伤)|磕(的|伤)|手术|烫伤的",
    "work_weary": r"不想(再)?(加班|上班|上学|上课|工作|学习|读书|考试|努力|卷)",
    "counseling": r"活下去的理由|(咨询师|咨询老师|心理医生|治疗师)(让|叫|要|建议|布置)",
    "fear": r"(害怕|恐惧|担心|怕|感觉|觉得)" + G + r"{0,6}(要|快|会)死",
    "resolved": (
        r"(下来|如今|后来)" + G + r"{0,2}好多了|已经过去了|现在(已经|都)?(好多了|好了|很好|挺好|不会了|没事了)|现在" + G + r"{0,3}(过得|活得|生活得)(很好|挺好|不错|很开心|很充实)|已经" + G + r"{0,6}(没有|不再)|走出来了"
        r"|珍惜(生活|生命)|都过去了|早就不|戒掉了|康复|庆幸|回头看|回想起来|挺过来|熬过来"
        r"|再也没(有)?(那样|这样|这么)?(想|做)过|(稳定|好转|平稳)(了)?(很多|多)了|规律(治疗|服药|吃药|复诊)"
        r"|已经" + G + r"{0,3}不(会|再)" + G + r"{0,2}了(?=[，。！？,.!?]|$)"
        r"|(这|近|最近)(几|两|一)(年|个月)" + G + r"{0,3}(好多了|好了|稳定|好转)|现在(很|挺|比较|都|一直)?(稳定|平稳)|现在过得" + G + r"{0,2}(挺好|很好|不错|好多了)"
        r"|(状态|情绪|心情|生活|工作)" + G + r"{0,3}(很|挺|还|都|比较)?(不错|稳定|好多了|平稳)"
        r"|已经戒掉|戒掉(了)?(好)?[一两三四五六七八九十几]?(年|个月)"
    ),
    "past": (
        r"那段|那阵子|以前|曾经|去年|前年|那年|上学期|那时候?|当时|小时候|高中|初中|大学(的)?时候|[0-9一二三四五六七八九十几两]+年前|年轻的时候|那次|前(几|两|些)年|有段时间|有一阵(子)?|[十二三四五六七八九]?[几0-9一二三四五六七八九十]{1,2}岁(的)?(时|时候)"
    ),
    # A past that came back: no resolved past cancels it (``rules.py``).
    "relapse": r"又(开始|冒出来|回来|有了|出现|想|来了|犯了)|复发|(最近|这周|这几天|这阵子)又",
    "prescription": (
        r"(?<!打)开" + G + r"{0,3}药|跑医院|医生|大夫|开的药|处方|复诊|剂量|一次" + G + r"{0,4}吃几|几片比较|能一起吃|一起吃吗|减(到|量|药)|副作用|开药|医嘱|药吃完"
        r"|停药|饭后|饭前|(一天|每天)(吃)?[一二三两几]次|感冒|发烧|咳嗽|头疼|头痛|胃疼|过敏|鼻炎|拉肚子|牙疼|退烧|止痛|消炎|维生素|中药|拿药|取药|配药"
    ),
    "ordinary_use": (
        r"(去|到|在|上)" + G + r"{0,6}(上|边|里|下)(拍|玩|逛|吃|喝|散步|跑步|走走|转转|遛|钓|游泳|晒|浇|吹风|乘凉|接人|聊天|野餐|喂|放风筝|骑)"
        r"|(和|跟|带(着)?|陪(着)?)(我的)?(孩子|朋友们?|家人|同学们?|爸妈|老公|老婆|男朋友|女朋友|对象|同事们?|狗)一起"
        r"|带(着)?(孩子|狗|家人)|流星|月亮|看海|度假|派对|聚会|团建|浇水|浇花|修理|师傅|夜景|散心|烧烤|露营|爬山|钓鱼|做饭|切菜|装修|野营|徒步|晾(?!衣杆|衣架)|跳绳|打包|行李|水果|做菜|烤肉|火锅|取暖|野餐|拍照|烟花"
        r"|腊肉|腊肠|香肠|风干|灯笼|窗帘|风铃|彩灯|吊兰|鸟笼|热车|暖车|预热|等你|接你"
        r"|散步|看日出|看日落|游泳|锻炼|跑步|晒|被子|乘凉|看星星|看风景|吹风|减肥|戒烟|骑车|收衣服|遛狗|上课|取快递"
        r"|拿东西|接人|等人|逛|喝茶|吃饭|看书|读书|写作业|画画|弹吉他|喝咖啡|拍(日出|日落|照|夜景|视频|风景)|日出|日落|下线睡觉|西瓜|削(苹果|皮)|蛋糕"
        r"|裁纸|画室|美术|手工|削铅笔|剃须|刮胡子|修眉|帐篷|天幕|吊床|晾衣绳|捆|喂(猫|狗|宠物|孩子|宝宝)?|给(猫|狗|宠物|孩子|宝宝)"
        r"|(走|逛|转|坐)(了|一)(走|逛|转|坐)|摸鱼|抓鱼|捞鱼|摸螺|玩水|戏水|蹚水|趟水|杀虫(?!剂)|除虫(?!剂)|灭虫|打虫|菜地|庄稼|果树|(闹|抓|灭|毒)老鼠|蟑螂"
    ),
    "finance": (
        r"理财|首付|买房|房贷|车贷|还贷|学费|投资|基金|股票|定期|管钱|管账|保管|生活费|零花钱|彩礼|装修"
        r"|医药费|手术费|看病|报销|帮我(存|管|理财|保管)|(交给|给)" + G + r"{0,4}管|怕忘|老(是)?忘|记不住|容易忘|律师|公证|过户手续|继承"
        r"|(要|想|准备|拿去)(买|换|交|付|还)|重置|挂失|找回|补办|柜台|忘(了|记)(?!我)"
    ),
    "continuation": (
        r"明天见|明年见|年后见|开学见|节后见|假期后见|下次(再)?(聊|见)|回头(聊|见)|改天(聊|见)|下(周|个?星期|个?礼拜|次咨询)见|周[一二三四五六日天]见|到时(候)?见|(?<!永远的)晚安(?![^。！？\n]{0,12}(以后|再也|永远))|(我)?(就|先)(去)?睡(了|觉)"
        r"|我(要|得)(去)?(出差|回老家|去外地|培训|集训|住院)"
    ),
    "life_event": r"(今天|今晚|今年|这周|本周|这学期|这个月|年前|睡前|下班前)(发|写|拍|吃|喝|上|做|加)?的?最后一(次|条|回|天|封|通|段|个)"
    r"|最后一(次|回)" + G + r"{0,2}(相信|原谅|给你机会|加班|熬夜|考试|喝酒|抽烟|迟到|通宵|请假|帮你|借你|减肥|戒烟|戒酒|节食)"
    r"|最后一次(跟|和|给)?(你|你们)?说[，,]?" + G + r"{0,2}(别|不要|一定要|记住)"
    r"|最后一(次|回)" + G + r"{0,8}(一定要|必须)(成功|考上|做到|坚持)|(和|跟|对|向)" + G + r"{0,6}(城市|前任|前男友|前女友|过去|旧的|青春|公司|单位|学校|母校|单身|宿舍|校园|熬夜|坏习惯|拖延|烟|酒)" + G + r"{0,4}(说再见|告别|道别|再见)|搬(去|回)(老家|外地|国外|北京|上海|深圳|广州|杭州|成都|南京|武汉|" + G + r"{1,3}(市|住))|(公司|单位|学校|岗位)的?最后一天|最后一天(上班|上学|实习)|搬家|搬到新|新城市|旅行|旅游|出国|留学|毕业|离职|辞职|分手|表白|考研|报名|明信片|换工作|客户|汇报|新租客|新房客|租客|退房|交房|物业|前台|中介",
    "ordinary_end": (
        r"终于(考完|放假|下班|结束|忙完|交了)|考完了|放假了|(真|好|太)舒服|懒觉|补觉|赖床|(终于|总算)(是)?(解脱|解放|自由)了|(" + ZH_ORDINARY_END + r")" + DONE_G + r"{0,6}[，,！!~～ ]{0,2}"
        + DONE_G + r"{0,4}(解脱|解放|自由|轻松|松(了)?(一)?口气)|(" + ZH_ORDINARY_END + r")" + G
        + r"{0,4}(早点|快点|赶紧|快)结束"
    ),
    # An ordinary reason to keep or buy an everyday object (ADR 0118): a trip, a shortage, a
    # household's first aid, or a purpose clause ("拆快递用", "用来搭花架").
    "purpose": (
        r"提醒(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)" + G + r"{0,2}(吃|服|喝|用)"
        r"|帮(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)" + G + r"{0,4}(开|拿|取|配|买)"
        r"|(拿|递|喂|送|端)给(他|她|他们|奶奶|爷爷|外婆|外公|姥姥|爸|妈|老人)|老鼠(?!药)|蟑螂(?!药)|虫子|除草(?!剂)|杂草|害虫|打草|地里|田里|果园|菜园|打药|喷药"
        r"|以防万一|以备不时之需|备用|应急|常备|常用药|急救|医药箱|药箱|怕" + G + r"{0,8}(疫情|买不到|没得买|关门|断货|缺货|断药|不够(用|吃)?|用完|吃完|生病|发烧|感冒|过敏)"
        r"|疫情|出差|出国|出远门|旅行|旅游|实习|外地|留学|国外|住校|寒假|暑假|春节|开学|(用来|拿来|用于|为了)" + G + r"{1,8}|给" + G + r"{1,6}(搭|装|修|做|布置|固定|捆|绑)|拆(快递|箱|包裹)"
        r"|烤(串|肉|鱼|鸡|红薯|玉米|火)|撸串|围炉|生火|包饺子|剁(馅|肉|排骨)|厨房|切(肉|水果|西瓜|蛋糕|鱼)|杀(鱼|鸡)|炖|下厨"
        r"|倒时差|时差|红烧|清蒸|糖醋|卤(肉|味)|煲汤|炒菜|做(肉|鱼|排骨|鸡|鸭)|(免得|省得|以免)" + G + r"{0,4}(跑|排队|挂号|去医院|买不到|断)"
        r"|(爸妈|父母|家人|老人|爷爷|奶奶|外婆|外公|孩子|宝宝|爸爸|妈妈|老公|老婆)的" + G + r"{0,6}药" + G + r"{0,4}(买|配|取)"
        r"|(修|装|清洗|检修)" + G + r"{0,2}(空调|外机|水管|屋顶|房顶|天线|太阳能|热水器|灯|网线|管道|防水)"
    ),
    # Extreme sports and heights as a hobby: the jump of a sport is no method.
    "sport": (
        r"跳伞|蹦极|攀岩|跳台|跳水|滑翔|翼装|高空秋千|潜水|冲浪|滑雪|速降|溯溪|高空项目|极限运动|玻璃栈道|过山车|跳板"
        r"|观景台|观光|景色|风景|登顶|打卡"
    ),
    # The end of a relationship, a job or one's studies, named with its ending ("这段感情…结束").
    "tie_end": (
        r"(这段|这份|这个|这学期的?|我们的?|[0-9一二三四五六七八九十几两多]+年的)(感情|恋爱|关系|婚姻|友谊|工作|合作|学业|课|课程|项目|合同|实习)" + G + r"{0,8}(结束|到此为止|断了|了结|画上句号|太累|内耗)"
        r"|(结束|了结|断了|断掉)(掉)?(这段|这份|我们的?)(感情|恋爱|关系|婚姻|友谊|工作|合作|学业)"
    ),
    "tie_break": r"分手|离婚|辞职|离职|退学|散了|辞职信",
    "lethal": r"死|致死|致命|自杀",
    "own": r"我说(有|是|想过)|(我)?自己也|我也|也想|我同样",
    "negator": r"不|没|别|并非|从未|未曾",
    "not_negation": (
        r"不停|不断|不住|时不时|想不开|不了|不下去|不敢|特别|分别|区别|告别|别人|忍不|不得|有没有|是不是|要不要"
        r"|会不会|能不能|不如|不用|不想活|不想再|不想醒|再也不|没意思|没有意义|没有希望|没有我|没死成|没锁|别找我"
        r"|没人的|没有人的|不会(再)?被(救|发现|拦|拉)|不吃饭|不吃东西|不能陪|不能再陪|不在了|不会让人|不会再失败|不痛"
    ),
    "me": r"我",
    # An illness the medicine of the turn before is for, named in a turn of its own ("最近失眠"):
    # that turn gives the medicine's purpose (``rules._purpose_of_last``); no scope of its own.
    "illness": r"失眠|睡不着|倒时差|发烧|感冒|头疼|头痛|偏头痛|过敏|糖尿病|高血压|血压|哮喘|关节炎|腰疼|牙疼|痛经|胃病|胃疼",
    "other": (
        r"(猫|狗|狗狗|猫咪|宠物)(?=(把|会|又|在|咬|抓|挠))|朋友(?!圈)|闺蜜|表哥|表姐|表妹|表弟|堂哥|堂姐|哥哥|姐姐|弟弟|妹妹|孩子|女孩|男孩|姑娘|妈妈|我妈|爸爸|我爸"
        r"|(?<![我的])(爷爷|奶奶|外婆|外公|姥姥|姥爷|舅舅|舅妈|姑姑|姨妈|大伯|伯伯|婶婶)"
        r"|母亲|父亲|女儿|儿子|同学|同事|室友|舍友|邻居|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|对象|学生"
        r"|病人|主角|角色|明星|名人|网友|有人|别人|他们|她们|他|她|人家|你|学妹|学姐|学弟|学长|师兄|师姐|同桌|老板|领导|上司|队友|前任"
        r"|我(姐|哥|弟|妹|奶奶|爷爷|外婆|外公|姥姥|舅舅|阿姨|叔叔)|亲戚|小孩|某人|患者|(和|跟|对)我(说|讲)|告诉我|(?<!声音)(让|叫|骂|逼)我"
    ),
}

# The learned layer speaks only for a Chinese turn that uses a word of this vocabulary of death,
# ending, harm and despair (ADR 0102): on counseling talk without any of them it fired on one
# dialogue in eight, and every PsySUICIDE risk item of the tune half it caught has one.
ZH_RISK_VOCABULARY: Final = (
    r"死|活|命|伤|痛苦|绝望|崩溃|消失|解脱|结束|离开|了结|药|刀|血|割|跳|楼|绳|自杀|轻生|撑不|熬不|放弃|毁|出生|醒|睡下去|期待|配|扎"
    r"|告别|遗|天堂|意义|意思|醒来|睡过去|窒息|喘不过气|世界|累|受够|崩|自残|自虐|耳光"
)

# English fragments shared by several atoms: a drug by name, and an outcome that is death.
EN_DRUG: Final = (
    r"(pills|tablets|meds|medications?|tylenol|paracetamol|acetaminophen|aspirin|insulin|xanax|benzos"
    r"|oxy\w*|morphine|fentanyl|lithium|antidepressants?|sertraline|zoloft|prozac|fluoxetine|lexapro"
    r"|(es)?citalopram|seroquel|quetiapine|ambien|zolpidem|trazodone|benadryl|painkillers|opioids"
    r"|codeine|tramadol|percocet|valium|klonopin|ativan|diazepam|lorazepam|clonazepam|amitriptyline"
    r"|gabapentin|wellbutrin|bupropion|effexor|venlafaxine|sleeping pills"
    # street and slang names
    r"|xann(y|ies)|xans|percs|percocets|norcos?|vicodin|vikes|roxys|roxies|roxicodone|hydros|hydrocodone"
    r"|dilaudid|opiates|downers|klonopins|adderall|addys|(xanax|xan|zan|my) bars)"
)
EN_FATAL: Final = (
    r"(to die|die|bleed out|bleed to death|shut (your|my|the|a) (liver|kidneys|heart) (down|off)"
    r"|stop (your|my|a|the) heart|(don't|do not|wouldn't|won't|not|can't|cannot) survive|no one survives"
    r"|(be |is )?fatal|lethal|(to )?not wake up|never wake up|kill (you|a person|someone|me|a human)"
    r"|(to )?drown|(to )?(od|overdose)|suffocate|to end it|(freeze|starve|bleed) to death)\b"
)
# What an overdose is taken of: a drug by name, or the pills already spoken of (English).
EN_PILLS: Final = r"(\w+ )?(" + EN_DRUG + r"|capsules|them)\b"
# A welcomed end of one's own life: the end, and the frame that welcomes it (English).
EN_END: Final = (
    r"(died|die|dies|hit me|hits me|killed me|kills me|ran me over|runs me over|run me over"
    r"|(got|get|was|were) (hit|run over|killed)"
    r"|didn't wake up|never woke up|don't wake up|got sick|got cancer|crashed|took me|takes me)"
)
EN_WELCOME: Final = (
    r"(relieved|fine|okay|ok|wouldn't (even )?(mind|care|be (upset|sad|sorry|bothered))"
    r"|would (even )?be (fine|okay|ok|a relief)|wouldn't (even )?be (so bad|the worst)|a relief|not mind"
    r"|honestly (fine|ok|okay|glad)|glad|at peace|thankful|grateful)"
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
    r"|\b(belt|rope|cord|scarf|cable|extension cord|sheet)s? (and|with) (a |the |some )?(sturdy |strong |big |metal )?(hook|beam|rafter|pipe|bar|door ?frame)\b"
)
EN_TRAFFIC: Final = (
    r"\b(walk|walking|walked|step|stepping|stepped|dart|darting|throw myself|throwing myself|jump|jumping)"
    r" (out )?(into (the )?(oncoming |highway |freeway |motorway |rush hour |busy |moving |speeding )?traffic"
    r"|(in front of|under) (the |a |an )?(next |oncoming |moving |speeding |passing |big )?((car|bus|truck|lorry|semi|van)s?|traffic))\b"
)
# What one will do: "running into traffic" is a delay unless one means to.
EN_INTENDS: Final = r"\b(gonna|going to|i'll|i will|about to|plan to|planning to|want to|wanna|i'm|i am) (just )?"
EN_RUN_INTO: Final = EN_INTENDS + r"run (out )?into (the )?(oncoming |highway |freeway |busy )?traffic\b"
EN_CO: Final = (
    r"\b(hose|tube|pipe)\b[\w' ]{0,30}\b(from|to|into|onto|on) the (exhaust|tailpipe)\b"
    r"|\b(exhaust|tailpipe)\b[\w' ]{0,30}\b(into|through|to) (the|my) (car|window|back window|cabin)\b"
    r"|\b(car|engine|motor)('s| is)? (running|on|idling) in the (closed|shut|locked|sealed) garage\b"
    r"|\b(in|inside) (the|my) (closed |shut |locked )?garage\b[\w' ,]{0,20}\bwith the (engine|motor|car) (running|on|idling)\b"
    r"|\bgarage('s| is)? (sealed|shut|closed|locked)\b[\w' ,]{0,30}\b(engine|car|motor)('s| is)? (running|on|idling)\b"
    r"|\b(run|running|idle|idling|leave|left|leaving) (the |my )?(car|engine|motor)\b[\w' ,]{0,20}\b(in|inside) the (closed |shut |sealed )?garage\b"
    r"|\b(mixed|poured|stirred|dissolved|put) (the |some |a bottle of |a cup of )?(\w+ )?" + EN_POISON + r" ?(into|in) my (drink|coffee|tea|water|juice|soda|cup|glass)\b"
    r"|\bgarage\b[\w' ,]{0,40}\b(engine|car|motor)('s| is)? (running|on|idling)\b[\w' ,]{0,30}\b(door|doors)('s| is| are)? (shut|closed|down|locked)\b"
    r"|\bcharcoal\b[\w' ]{0,20}\b(lit|burning)\b[\w' ]{0,10}\b(in|inside) (the|my) (bathroom|bedroom|room|car|tent|closet|apartment)\b"
    r"|\b(lit|burning) (the |some )?charcoal (in|inside) (the|my) (bathroom|bedroom|room|car|closet|apartment)\b"
)

EN_ATOMS: Final[dict[str, str]] = {
    "active": (
        r"\bunalive\b|\bkms\b|\b(to|wanna|gonna|about|of|will|i'll) off myself\b|\boffing myself\b|\bend myself\b|\bkill(ing)? myself\b|\bend(ing)? my (own )?life\b|\btak(e|ing) my (own )?life\b"
        r"|\bcommit(ting)? suicide\b|\b(going to|gonna|want to|wanna|will|i'll|planning to|plan to|about to) (step|walk|jump|throw myself|run|lie down) (out )?in front of (a|the|an) (bus|train|truck|car|lorry|subway|oncoming \w+)\b|\bsuicid(e|al)\b(?! (prevention|awareness|hotlines?|rates?|statistics|research|helpline|scenes?|episodes?|themes?|storyline|plot|content|squad|bomb\w*|warning|trigger))|\bend it all\b|\bhang(ing)? myself\b"
        r"|\b(want|wanna|thinking about|thinking of|going to|plan to|planning to) (jump(ing)? off|overdos\w+"
        r"|drown(ing)? myself|slit(ting)? my wrists?|shoot(ing)? myself)"
        r"|\b(going to|gonna|about to|will|i'll|want to|wanna) (swallow|down) (them all|all of (them|it)|every (one|pill|last one)"
        r"|the (whole|entire) (bottle|box|pack))\b"
        r"|\b(with|have|got) (the |a |my )?(rope|cord|belt|noose|ligature) (around|round) my neck\b"
        r"|\b(rope|cord|belt|noose)('s| is) (already )?(around|round) my neck\b|\bcut (myself )?(really |so |too |very )deep\b"
        r"|\bsewer ?slide\b|\bcommit (die|sewer ?slide)\b|\bs[*]ic[*i1]d(e|al)\b|\bself[- ]delete\b|\bdelete myself\b"
        r"|\b(log|logging) off (for good|forever|permanently)\b"
        r"|\b(take|swallow|down) (the rest|every one|the whole (bottle|box|pack)) of"
        r" [\w' ]{0,20}\b" + EN_DRUG + r"\b"
        r"|\bi know (exactly )?(how and when|when and how|where and when|when and where)\b"
        r"|\b(crash|wreck|drive) (my car|into (a|the) \w+|off (a|the) \w+)[\w' ]{0,10} on purpose\b"
        r"|\b(going to|gonna|want to|i'll|plan(ning)? to|about to) (crash|wreck) (my|the) car\b"
        r"|\b(going to|gonna|about to|ready to|i'll|i will|want to|wanna) jump(?=\s*(?:$|[.,!?;])| (now|tonight|today|from))"
        r"|\b(funeral|grave|died|passed away|his death|her death|lost (him|her))\b[\w' ,]{0,60}\b(join|be with) (him|her|them)( again)?(?=\s*(?:$|[.,!?;])| (soon|there|up there|in heaven|on the other side))"
        r"|\b(ready|decided|about|going|gonna) to end (it|this|everything)( all)?"
        r"(?=\s*(?:$|[.,!?;])| (tonight|today|for good|forever|once and|soon|tomorrow|this (week|weekend)|by|before|after|when))"
    ),
    "seek": (
        r"\bhow (many|much) [\w ]{0,20}(would|will|does it take to|to) (kill|die)\b|\blethal dose\b"
        r"|\bhow (to|do i|can i) kill myself\b|\bpainless way to die\b|\b(quickest|easiest) way to die\b|\b(most )?painless way to (go|die|end it)\b|\bbest way to (die|end it|kill myself)\b"
        r"|\b(how (many|much|long|high|far|deep|fast|quickly)|which|what (dose|amount|height|floor))\b[\w' ]{0,40}\b" + EN_FATAL
        + r"|\b(how many|how much|what dose|what amount)\b[\w' ]{0,30}\b" + EN_DRUG + r"\b[\w' ]{0,30}\b(it takes?|would (it )?take|does it take|is (too much|enough|fatal)|would be (too much|enough))\b"
        r"(?! (to|for) (a |my |the )?(fall asleep|sleep|work|kick in|help|feel|relax|calm|get (to sleep|rid)|headache|pain|cramps|cold|fever))"
        + r"|\b(googl\w+|look(ed|ing)? up|search(ed|ing)|research(ed|ing)|read(ing)? up on) (the |a )?(lethal|fatal|deadly|max(imum)?|toxic) (dose|amount)\b"
        r"|\b(look(ed|ing)? up|googl\w+|search(ed|ing)|research(ed|ing)|check(ed|ing)|read(ing)? (up )?(about|on)|figur(ed|ing) out|found out)\b[\w' ]{0,40}\b(highest|tallest|high enough|deep enough|tall enough|how far the drop|the drop is)\b"
    ),
    "passive": (
        r"\b(think|thinking|thought) (a lot |so much |constantly |all the time |every day |about )?(about )?(dying|being dead|not being alive|not existing|not being here|killing myself|ending (it|my life))\b(?! (my|her|his|the|it|them|your)\b)|"
        r"\b(it'll|it will|everything will|everything'll|this will) all be over\b|\b(everything|all this) will be over\b|\bbe at peace\b"
        r"|\bwon't be a (problem|burden|bother) (for|to) anyone\b|\bwon't have to feel\b|\b(i'm|i am|i'll|going to"
        r"|gonna) end(ing)? it\b(?! with| now| here| there| for today)|\bdeserves? better than (having )?me\b|\bdrag (everyone|them|people|"
        r"everybody) down\b|\b(they'd|they would|everyone would|everybody would|they'll|they will) be better off\b"
        r"|\b(wish|hope|pray)( that)? (the|a|my|some) ([\w']+ ){0,2}(plane|car|bus|train|truck|van|lorry|driver)s? ([\w']+ ){0,2}(crash\w*|hit\w* me|r[au]n me over|kill\w* me)"
        r"|\b(wish|wishing|hope|hopes|hoping|pray|praying)( that)? (a|the|my|some) (\w+ )?(plane|car|bus|train|truck|lorry|driver|semi)"
        r"\b(?:(?!\b(doesn't|don't|won't|didn't|not|never)\b)[\w' ]){0,30}\b(crash(es)?|goes down|go down|hits? me|runs? me over|kills? me|(swerve|plow|slam|crash|smash)(s|es)? into me)\b"
        r"|\b(hope|wish|wishing|hoping|pray|praying) (that )?(i'll|i would|i'd|i) (get |be |got |was )?(hit|struck|run over|killed) by\b"
        r"|\b(wish|wishing) it (had been|was|were) me\b(?! (who|that|on|in|at|up there|getting|winning|with))"
        r"|\b(wouldn't|would not|don't|do not) (care|mind) if i (died|die|didn't wake up)\b|\b(sleep|rest) forever\b"
        r"|\b(and|then) it('s| is| will be| will all be) (all )?over\b|\bhate being alive\b|\b(relieved|happier|better off|glad) if i (just )?(died|was dead|were dead|didn't wake up|never woke up)\b"
        r"|\bwon't hurt anymore\b|(?:^|(?<=[.,!?;] )|(?<=\bi )|(?<=\band )|(?<=\bso )|(?<=\bsoon )|(?<=\bthen )|(?<=\btbh ))won't be a (problem|burden|bother)\b|\b(the )?last (night|day|time) i('ll| will) (have to )?(feel|be|wake)"
        r"|\bthere won't be a me\b|\bi('ll| will) be gone\b(?! (this|next|for|until|till|from|on|over|all|the|a|tomorrow|tonight)\b)|\b(no one|nobody|noone) (will|would|is going to|gonna)( even)? (miss|notice|care about) me\b|\bwith my (grandma|grandpa|nan|nana|mom|mum|dad|mother|father) again\b"
        r"|\bcheck(ing)? out (for good|of (life|this world))\b|\blast day on earth\b|\bstop hurting\b|\bi end it\b"
        r"|\bwon't see (next|tomorrow|another|the morning|my birthday|christmas)\b"
        r"|\b(hope|wish|pray) (that )?i (die|would die|get (cancer|sick|hit|killed))\b|\b(hopes?|wish(es)?|prays?) (that )?i (had|got|'d get|would get) (cancer|a terminal illness|something terminal)\b"
        r"|\b(being dead|death|dying) (sounds|seems|feels|would be) (peaceful|nice|good|better|like a relief|appealing)\b"
        r"|\bnothing but a (burden|problem|disappointment|waste)\b|\ba drain on\b|\bruin everything for everyone\b"
        r"|\b(wouldn't|would not|don't|do not) (care|mind) if (i|a \w+|something) [\w' ]{0,20}\b(died|die|hit me|killed me)\b"
        r"|\b(relieved|happier|better off|fine) if i (wasn't|weren't|was not|were not) (here|around|alive)\b|\b(nobody|no one) (has|will have|needs|will need) to worry about me\b"
        r"|\b(okay|ok|fine|good|happy) if i (never|didn't|don't) (wake|woke) up\b|\b(hope|wish|pray) (that )?i (just |simply )?(don't|do not|won't|never|wouldn't) wake up\b"
        r"|\bwish i (didn't|did not|don't) exist\b|\bthe end (for|of) me\b|\b(won't|will not) be alive\b"
        r"|\bif (i|a \w+|something|someone) [\w' ]{0,25}\b(died|die|hit me|killed me|didn't wake up|never woke up"
        r"|got sick)\b[\w' ,]{0,30}\b(relieved|fine|okay|wouldn't mind|wouldn't care|a relief|not mind)\b"
        r"|\b(wouldn't|would not) mind (if i|dying|not (existing|being (here|around|alive)|waking up)|never waking up|disappearing)|\bwould(n't)? be (fine|okay|ok|so bad|a relief) if (i|a \w+"
        r"|something) [\w' ]{0,25}\b(died|die|hit me|killed me|didn't wake up|never woke up|got sick)\b"
        r"|\b(better|happier|easier|fine)( off)? (without me|if i (wasn't|weren't|was not|were not|was gone"
        r"|were gone|died|disappeared))\b|\bdead weight\b|\bwaste of (space|oxygen)\b"
        r"|\bwant(ed)? to die\b(?! (my|your|her|his|the|it) )|\bwanna die\b|\bwish i (was|were) dead\b|\bwish i('d| had) never been born\b"
        r"|\b(don't|do not|dont) want to (live|be alive|exist|be here)\b|\bno (reason|point) (to live|in living)"
        r"|\b(don't|do not|can't|cannot) see the point (in|of) (living|being alive|life|going on)\b"
        r"|\bbetter off (dead|without me)\b|\b(can't|cannot) (go on|keep living|keep going)\b|\btired of living\b"
        r"|\bnever wake up\b|\bnot wake up\b|\b(i'm|i am|i feel like|i've become|i have become|i was born|i'm just|being) (just |such |only )?a burden\b"
        r"|\bburden (to|on) (everyone|them|people|my family)\b|\bnot exist\b|\bdisappear forever\b"
        r"|\bhope (a|the) (car|bus|truck|train) hits me\b|\bnot worth living\b|\bdone with life\b"
        r"|\bbe alive anymore\b|\bdon't want to be alive\b|\b(don't|do not|dont) want to wake up\b"
        r"|\bwish i (was|were|had) never (been )?born\b|\b(nobody|no one) (would|will) (care|notice|miss me)"
        r" if i\b|\b(i'd|i would) rather (be dead|die(?! than)|not exist)\b|\b(life|living) (isn't|is not|is no"
        r" longer) worth\b|\bwhat's the point (of|in) (going on|living|anything|trying)\b"
        r"|\bwant (it all|everything|the pain|all of this) to (stop|end)\b|\bleave this world\b|\bfall asleep forever\b"
        r"|\bwhat's the point of living\b|\bnothing to live for\b|\bend the pain\b|\bwish i could (just )?disappear"
        r"|\b(easier|better) if i (just )?(wasn't|weren't|was not|were not) (here|around|alive)\b"
        r"|\b(easier|better|happier|lighter) (time|life|lives)( for (everyone|everybody|them|my \w+))? if i (just )?(wasn't|weren't|was not|were not|was gone|were gone|didn't exist|disappeared|died)\b"
        r"|\bif i was gone\b|\b(wouldn't|won't|didn't have to) wake up\b|\btired of (being alive|living|life)\b"
        r"|\b(stop|cease to|not) exist(ing)?\b|\bnot (be|being) here anymore\b|\bpoint of me (even )?being here\b"
        r"|\b(want|wish i could|wanna) (to )?disappear\b(?! for (a|the) (weekend|week|day|few|bit|while|couple|month))|\bbetter off if i (died|was dead|wasn't here|was gone)\b"
        r"|\bif (i|a \w+|something|someone|the \w+|god) [\w' ]{0,30}\b" + EN_END + r"\b[\w' ,]{0,30}\b" + EN_WELCOME
        + r"|\b" + EN_WELCOME + r" if (i|a \w+|something|someone|god) [\w' ]{0,25}\b" + EN_END
        + r"|\b(hope|hoping|hoped|wish|wishing|wished|pray|praying|prayed)( that)? (i|god|jesus|the lord|death"
        r"|something|the universe) (just |simply |would |will |could |to )?((don't|do not|won't|never|wouldn't|didn't)"
        r" wake up|(take|takes|took) me\b)"
        r"|\b(tired|sick) of (existing|being alive|living|being here|breathing|life)\b"
        r"|\b(point|reason) (of|in|for) (me )?(even )?(being alive|being here|living|existing|staying alive|going on|carrying on)\b"
        r"|\bno (reason|point)( for me)? to (live|keep going|keep living|go on|stay alive|be alive|carry on|exist|be here)\b"
        r"(?! (to|with|at|back|into|there|for))"
        r"|\bdone (with )?(living|being alive|existing|this life|my life)\b"
        r"|\b(nobody|no one) (would|will) (even )?(care|notice|miss me|know)[\w' ]{0,10} if i\b"
        r"|\b(everyone|everybody|people|my family|they)('d| would)( all)? be (better|happier|fine) (off )?(without me|if i)"
        r"|\bi end (it|this|everything)\b|\bend things\b(?! (with|between|off))"
        r"|\bif i died [\w' ]{0,20}\b(nobody|no one) would (even )?(notice|care|miss me|know)\b"
        r"|\b(doing|do) (everyone|them|the world|my family|everybody) a favou?r (by|if i)\b"
        r"|\b(go to sleep|fall asleep) and (stay asleep|never wake|not wake)\b|\bstay asleep forever\b"
        r"|\b(being dead|death|dying|not existing|not being here) (sounds|seems|feels|would be|would feel|is) (so |like )?(a )?"
        r"(peaceful|nice|good|better|relief|appealing|welcome|easier)\b"
        r"|\btired of (fighting|trying|struggling) to (stay alive|live|keep going|survive)\b"
        r"|\b(can't stop|keep|always|constantly|been) think(ing)? about (dying|death|being dead|not being here|ending it)\b"
        r"|\bthink(ing)? about (just )?(driving|swerving|crashing|jumping|walking|stepping) (off|into|in front|out)\b"
        r"|\b(i'll|i will|i'm going to|gonna|i'd) be (dead|gone) (by|before|in|tomorrow|tonight|soon)\b"
        r"|\b(i'd|i would|i'll|i'm) be (fine|okay|ok|happy|glad|at peace) with (dying|death|not waking up|never waking up)\b(?! (my|your|her|the|it))"
        r"|\b(hope|hoping|wish|wishing|pray|praying)( that)? (i|god) (just |would |will |could )?(get (hit|run over|killed|in (a|an) (\w+ )?(crash|accident))"
        r"|die|don't make it|crash)\b(?! of)"
    ),
    "self_harm": (
        r"\bfresh (cuts|scars|wounds|burns)\b|\bcarv(ed|ing) (into )?my\b|\b(and|i|i've|been) cut(ting)? (again|last night|yesterday|today|this morning|tonight)\b|\bfresh cuts\b"
        r"|\bcuts on my\b|\bused (a|the|my) (razor|blade|lighter|knife) on (my|myself)\b"
        r"|\bburn(ed|t|ing)? my (wrist|arm|skin|leg|thigh)s?\b|\b(cut|cutting|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punish|punishing"
        r"|starve|starving|scratch|scratching|punch|punched|punching|slap|slapped|slapping|bite|biting|choke|choked|choking"
        r"|strangle|strangled|bruise|bruised|pinch|pinched) myself\b|\bself[- ]harm\w{0,4}|\b(cut|carved?) my (arms?|wrists?"
        r"|thighs?|legs?|skin)\b|\b(want|urge|need) to (cut|burn)\b|\bcut (my )?(thighs?|arms?|wrists?) again\b"
        r"|\b(been|started|keep|kept) cutting\b|\bcutting again\b|\bscratched myself\b"
        r"|\b(hit|hitting|bang|banging|slam|slamming) my head (against|on|into)\b"
        r"|\bscratch(ing|ed)? my (arms?|legs?|skin|wrists?)\b|\bpunch(ed|ing)? (the )?walls?\b|\b(new|fresh) (cuts|scars|wounds|burns)\b|\bcarv(ed|ing) [\w ]{0,12}into my\b"
        r"|\brelapsed\b[\w ]{0,20}\bclean\b"
        r"|\b(until|till|til) (i|my \w+|it|they) (bleeds?|bled|bruised?|split)\b|\b(bit|bite|biting|pinch\w*|scratch\w*|punch\w*|slap\w*|pick(ed|ing)?( at)?) (at )?my (arms?|legs?|skin|wrists?|hands?|face|thighs?|lips?)\b[\w' ]{0,20}\b(bleeds?|bled|bleeding|bruised?|raw|split)\b|\bpull(ing|ed)? (out )?my hair( out)?\b|\b(i'll|i will|i'm going to|gonna|i want to|need to) cut (deeper|again|more)\b"
    ),
    "harm_verb": r"\bcut\b|\bburn(ed|t)?\b",
    "body": r"\bthighs?\b|\bwrists?\b|\barms?\b|\bskin\b",
    "means": (
        r"\b(sleeping )?pills\b|\btablets\b|(?<!jump )(?<!skipping )\brope\b(?! (ladder|swing|course|bridge|lights?|toy|climb))|\bnoose\b|\brazor\b|\bblades?\b|\bguns?\b|\bfirearm\b|\brifle\b|\bshotgun\b|\bhandgun\b|\brevolver\b|\bglock\b"
        r"|\bpistol\b|\bpoison\b|\b(tying|tied|practic\w+|learn\w* (how )?to tie) (a |the |some )?(noose|hangman'?s? knot|knots)\b|\b(rail(road|way)?|level|train) crossing\b|\bpesticide\b|\bparaquat\b|\broundup\b|\bglyphosate\b|\bcyanide\b|\barsenic\b|\bstrychnine\b|\bcharcoal\b|\boverdose\b|\bthe tracks\b"
        r"|\bbottle of\b(?! (wine|water|beer|vodka|whiskey|whisky|soda|coke|juice|milk|champagne|rum|gin|tequila|shampoo|lotion|perfume|ketchup|sauce|sunscreen|bubbly|prosecco))"
        r"|\bjump(ing)? (off|in front)\b|\bdriv(e|ing) (my car |the car |it )?(into|off) (the|a) (river|lake|sea|ocean|canal|cliff|bridge|wall|quarry|reservoir)\b"
        r"|\b(step|stepping|kick|kicking) (off |away )?(the|a|my) (chair|stool)\b|\btied (the|a|my) (belt|cord|rope|scarf|sheet|cable|leash)\b|\bknife\b|\bhose\b|\bengine running\b|\bmorphine\b|\boxy(codone|contin|s)?\b|\bfentanyl\b|\binsulin\b"
        r"|\bparacetamol\b|\btylenol\b|\bbenzos\b|\bxanax\b|\blithium\b"
        r"|\bevery pill\b|\bpill bottles?\b|\b(whole|entire) (bottle|box|pack|packet|strip|blister)\b|\bhandful of\b"
        r"|\b(belt|cord|cable|scarf|leash|sheets?|ligature|wire)\b(?= (is |was |are |were )?(already )?(tied|knotted|hung|hanging|fastened|looped))"
        r"|\b(belt|cord|cable|scarf|leash|rope|noose|ligature) [\w ]{0,12}(around|round) my neck\b"
        r"|\bcounted (them|those|these|'em) (all )?(twice|again|three times|\d+ times|over)\b"
        r"|\bthe means(?= to( do it)?\s*(?:$|[.,!?;])|\s*(?:$|[.,!?;]))"
    ),
    "medicine": r"\b" + EN_DRUG + r"\b",
    "method": EN_HANG + r"|" + EN_TRAFFIC + r"|" + EN_RUN_INTO,
    "setup": EN_CO,
    "quantity": r"\ball of (them|it)\b|\benough\b|\bcounted\b|\bthe whole\b|\b" + EN_MANY + r"\b",
    "place": (
        r"\boverpass\b|\bcliffs\b|\brailing\b|\b(into|in) the (water|sea|river|lake|ocean)\b"
        r"|\b\d+ (floors|stories|storeys) (up|high|down)\b|\broof(top)?\b(?! over)|\bledge\b|\bbridge\b|\b(train|subway|station|railway|metro|tube) platform\b|\bon the platform\b|\bplatform (\d+|edge)\b|\bcliff\b|\b(edge|top) of (the |a |my )?(roof|building|bridge|cliff|platform|balcony|ledge|parking|car park|tower"
        r"|stairwell|multi|dam|overpass|tracks|pier|water)\b|\bover the edge\b|\bone (more )?step (and|away|from)\b|\bpier\b|\bdock\b|\bjetty\b"
        r"|\bwater('s| is)? (up )?to my (waist|chest|neck|knees)\b|\bin front of (the|a) (\w+ )?(train|subway|bus|truck)\b"
        r"|\btop floor\b|\bbalcony\b"
        r"|\briver\b|\blake\b|\bthe sea\b|\bocean\b|\btall building\b|\bcar park\b|\bparking (garage|lot)\b"
        r"|\bmotorway\b|\bhighway\b|\bfreeway\b|\btracks\b|\brailway\b|\brail line\b"
        r"|\b(express|freight|fast|non-stop) train\b"
        r"|\bgarage with the (car|engine|motor) running\b|\b(car|engine|motor) running in the (closed |shut )?garage\b"
        r"|\bgolden gate\b|\bquarry\b|\bthe drop\b|\bparking (structure|deck|ramp)\b|\brailroad\b|\bskyscraper\b|\breservoir\b"
        r"|\bcanal\b|\bharbou?r\b|\bwaterfall\b|\bgorge\b|\bravine\b|\bcanyon\b|\bobservation deck\b"
    ),
    "presence": (
        r"\b(sitting|standing|perched|balanced|balancing|crouch(ed|ing)|kneeling) (on|at|by|near|over)\b|\bclimbed (onto|up|to|over)\b|\b(hanging|dangling) over\b"
        r"|\bone[- ]way (\w+ )?tickets?\b"
        r"|\b(walking|driving|heading|going|biking|riding|cycling|on my way) (over )?(to|towards|toward) (the|a)\b"
        r"|\bone (more )?step (and|away|from)\b|\bout on the\b|\bwater('s| is)? (up )?to my (waist|chest|neck|knees)\b|\b(i'm|i am) (out )?(here|there) (on|at|by)\b|\bwalk(ed|ing)? into\b|\bparked (on|at|by|near)\b|\bup here\b|\bwalking in(to)?\b|\bout here\b|\bi'm (on|at|standing|sitting|parked|up on|in|here)\b|\bi am (on|at|standing|sitting|parked)\b"
        r"|\bright now\b|\bstanding (on|at)\b|\b(i've|i have) been (up |out |sitting |standing )?(on|at|by) (the|a|my)\b|\bstanding right (at|on|by|next to)\b"
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
        r"\b(been |was |keep |kept |just )?(looking|staring|peering|looked|stared) (down|over the (edge|side|railing)|at the (water|tracks|drop|ground below))\b(?! at (my|the|his|her|our) (phone|feet|shoes|screen|plate|notes|book|work|hands))"
        r"|\b(legs?|feet|toes) (are |is )?(already )?(over|dangling|hanging|off) (the )?(side|edge|railing|ledge|rail)\b|\b(legs?|feet) (dangling|hanging) (over|off)\b"
        r"|\b(shoes|sneakers|boots) (are |already |now )*off\b|\b(took|taken|take|left|kicked|slipped) (off )?my (shoes|sneakers|boots)( off)?\b"
        r"|\b(on|to) the (wrong|other|outside|far) side of the (railing|rail|fence|barrier|guardrail|guard rail)\b|\bover the (railing|guardrail|barrier|fence)\b"
    ),
    "acquire": (
        r"(?<=\bi )know (where (the|his|her|their|my \w+'s) (keys?|code|combination) (is|are)|the (code|combination|key))\b"
        r"|\bgot my hands on\b|\b(took|stole|grabbed|swiped|snuck) (it|them|the \w+) (from|out of) (my|his|her|their)\b|\bin my (glove ?box|glove compartment|nightstand)\b|\b(stuffed|put|shoved|jammed) (a |the )?towels? (under|in|against) the (door|gap)"
        r"|\b(stealing|stole|sneaking|sneaked|snuck|swiping|swiped|pocketing|pocketed|taking|took)\b[\w' ]{0,30}\bfrom"
        r" (her|his|their|my \w+'s|the) (medicine )?(cabinet|drawer|purse|nightstand)\b"
        r"|\bbought\b|\bgot\b(?! (off|sober|better|used|over|through|back|home|married|sick|a job|into|rid))|\bhave (the|a|some|my)\b|\bcollect(ed|ing)\b|\bsav(ed|ing) up\b|\bsaving (pills|them|my)\b|\bstockpil\w*"
        r"|\bhoard\w*|\bcounted\b(?! (them|those|these|'em)\b)|\bready\b|\bput\b|\blined up\b|\blaid out\b|\bin a row\b|\bin my hand\b|\bloaded\b|\bcrushed\b|\bmixed\b|\bon my (nightstand|desk|bed|lap)\b|\bnext to me\b|\bwithin reach\b"
        r"|\bin my (bathroom|bedroom|room|car|trunk|closet|drawer|bag|pocket)\b|\bset up\b|\bis up\b|\bput up\b|\btied\b"
        r"|\bin my (backpack|purse|jacket|hoodie)\b|\b(door|doors) (is |are )?locked\b|\bi know (the|his|her|their) (code|combination|pin)\b|\bi (have|got|know where) (the )?(key|keys) (to|for) (the|his|her|my dad's|my mom's) (safe|gun|cabinet|locker)\b|\blocked (the|my) (door|doors)\b"
        r"|\blocked myself in\b|\b(sitting|standing|lying|waiting|alone)\b[\w' ]{0,30}\bwith (the|a|my|my \w+'s)\b"
        r"|\b(ran|run|running|filled|filling) (a|the) (bath|tub)\b|\b(in|sitting in|lying in) the (bath|tub|bathtub)\b"
        r"|\b(have|got|had) enough\b|\bhave (plenty|a (stash|pile|stockpile))\b|\bstash\w*"
        r"|\b(duct[- ])?taped\b|\battached\b|\bhooked up\b|\brigged\b|\bfastened\b|\bhid(den|ing)?\b|\bin my (nightstand|desk|locker)\b"
        r"|\b(sealed|taped up|blocked) (the |all the |every )?(windows?|vents?|doors?|gaps?|cracks?)\b|\bgarage door(\'s| is)? (shut|closed|down)\b"
    ),
    "time": (
        r"\bby (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend|next week"
        r"|the end of)\b|\bmidnight\b|\bnext week\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
        r"|\blast (night|day) (i('ll| will)|on earth)\b|\bat \d{1,2} ?(am|pm|o'clock)\b|\b\d{1,2}:\d{2}\b|\bin (an|a few|\d+) (hours?|minutes)\b|\btonight\b|\btomorrow\b|\bthis (weekend|week|friday|saturday|sunday|monday|evening|morning)\b"
        r"|\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bright now\b|\btoday\b"
        r"|\bafter (my shift|work|school|everyone|they)\b|\bbefore anyone\b|\b(by|before) (the )?(morning|sunrise|dawn)\b"
        r"|\bafter (dinner|lunch|breakfast|class|church|practice)\b"
        r"|\bit's tonight\b|\b(next|this) month\b"
        r"|\bin (a few|two|three) days\b|\bafter everyone goes to bed\b|\bmorning before\b"
    ),
    "when": (
        r"\b(until|till) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)\b|\bfrom (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
        r"|\b(she's|he's|they're|mom's|dad's|everyone's|parents are|mom is|dad is) (away|out|gone)\b"
        r"|\b(parents|mom|mum|dad|family|roommates?|flatmates?|wife|husband|everyone|they)('re| are)? (leave|leaves|leaving|fly out|flies out|head out|heads out) (for|on) (their|a|the|his|her|our) (\w+ )?(trip|vacation|holiday|cruise|honeymoon)\b"
        r"|\b(nobody|no one)('s| is) (home|here|around)\b|\bwhen (they|everyone|she|he|my \w+)('re| are| is|'s)? (asleep|out|gone|at work|in bed|away)"
        r"|\bafter (my|his|her|our|the) [\w']+( [\w']+)? (wedding|birthday|party|graduation|exams?|finals|trip|shift)\b"
        r"|\bonce (they|everyone)\b|\bwait(ing)? for the (right|perfect) (moment|time|day|night)\b|\bwait(ing)? (until|till|til|for) (my |the |her |his |our )?[\w']+ (leaves?|goes|gets? (home|back)|falls? asleep|(is|are) (gone|asleep|out|away|empty)|to (leave|go out|fall asleep))\b|\bwhen (they|everyone|she|he|my \w+) (leave|leaves|go|goes|fall asleep|falls asleep)\b|\bwaiting for (the house|them|everyone)\b"
        r"|\b(when|once|after|as soon as) (they|everyone|everybody|she|he|my \w+|mom|dad|the house)('re| are| is|'s)? "
        r"(leave|leaves|left|go|goes|gone|fall asleep|falls asleep|asleep|out|at work|in bed|away|empty|go to bed|goes to bed"
        r"|at (the|a|their|his|her) \w+|on (vacation|holiday|a trip))\b"
    ),
    "event": (
        r"\bexams?\b|\bmeeting\b|\binterview\b|\bparty\b|\bflight\b|\bclass\b|\bmovie\b|\btest\b|\bwedding\b"
        r"|\btrip\b|\bappointment\b|\bconcert\b|\bmovers?\b|\bpresentation\b|\bdeadline\b|\bmarathon\b|\bdate\b"
        r"|\bdentist\b|\bhaircut\b|\bdriving test\b|\bgym\b|\brecital\b|\bmatch\b|\brace\b|\bask(ing)? (her|him|them) out\b"
        r"|\bsign(ing)? up\b|\bmov(e|ing) (back|out|in|home|to|abroad|house)\b"
        r"|\bpropos(e|ing|al)\b|\bengagement\b|\bprom\b|\bgig\b|\bpremiere\b|\bopening night\b|\bdebut\b|\bgame night\b|\bfirst date\b"
    ),
    "act": (
        r"\bdo it\b|\bdoing it\b|\btak(e|ing) them\b|\bjump\b|\bend it\b|\bgo through with\b"
        r"|\bget out of the car\b|\bit ends\b|\brunning the bath\b|\bgoing to do\b"
        r"|\b(use|turn) (it|them|this|that) on (myself|me)\b"
    ),
    "intent": (
        r"\bthis time (i'm|i am) (using|going|taking|doing)\b"
        r"|" + EN_INTENDS + r"(" + EN_TRAFFIC + r")|" + EN_RUN_INTO
        + r"|\bmade up my mind\b|\b(i'm|i am) (going to|gonna) (do it|try again|end)\b|\bplan(ning)? to (try|do it)"
        r"|\bnot going to mess it up\b|\bmy plan is to\b|\bmake sure (nobody|no one)\b|\b(this|next) time i('ll| will| won't)\b"
        r"|\bdo it again\b|\b(picked|chosen|set) (the|a) (day|date)\b|\bi('ve| have)? (already )?(picked|chosen|found|scouted) (out )?(the|a|my) (spot|place|location)\b(?![\w' ,]{0,30}\bfor (my|our|the|a|some|his|her)\b)|\b(more|enough) this time\b|\b(properly|right) this time\b|\bnot this time\b|\bi('ll| will) do it\b|\btonight's the night\b|\bthis time (they|nobody|no one) (won't|will not)\b|\b(won't|will not) survive (the next|this)"
        r"|\b(third|second|next) time,? i('ll| will)\b|\bi'll take more\b"
        r"|\bit ends\b|\b(i'm|i am) doing it\b|\bgoing to do it\b|\b(today|tomorrow|tonight) is the (day|night)\b|\bdecided to go(?=\s*(?:$|[.,!?;]))|\bdecided to (do it|end|die|go through|kill|jump|take (them|it|my|all|everything)|stop (living|trying|fighting))\b|\btry again\b"
        r"|\b(plan|planning|planned) (the|my) next (one|attempt|time|try)\b|\b(cut|go|press|slice) deeper\b|\btake more (this|next) time\b"
        r"|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|this weekend|next week)('s| is) the (day|night|date)\b"
        r"|\bmade (my|the|a) (decision|choice)\b|\b(at peace|ok|okay) with (it|my decision|this decision|dying)\b"
        r"|\b(i've|i have) decided(?=\s*(?:$|[.,!?;]))|\bhave everything (i need|ready|set up|prepared)\b"
        r"|\b(not|won't be|i'm not) (calling|telling) anyone\b|\b(won't|not going to|don't think i'll) make it (through|past) (tonight|the night)\b"
        r"|\b(nobody|no one) knows (i'm here|where i am|i'm (out )?here)\b"
        r"|\bwhen i do it\b|\bdecided how (i'm|i am|i'll|to) (going to |gonna )?(do it|end it|go)\b|\bplanning (this|it) for (weeks|months|days|a while|a long time)\b"
        r"|\b(go|going|jump|climb|take|cut|try) (higher|deeper|further|more|harder) (this|next) time\b|\bi'm going (higher|deeper)\b"
        r"|\bit's time(?=\s*(?:$|[.!?]))"
        r"|\b(going to|gonna|will|i'll) make (it|that) happen\b|\bfinish (it|the job|what i started)\b"
        r"|\b(take|taking|swallow\w*|down|downing) (everything|them all|it all|all of (them|it)|the (whole|entire) (bottle|box|pack|packet|stash|lot)|every (pill|last one))\b"
        # a repeat made surer (twice as many, a stronger one, no mistake this time)
        r"|\benough to (do it|not wake up|never wake up|end it|be sure|finish (it|the job))\b"
        r"|(?:^|(?<=[.!?] ))(that|it|this)('s| is| should be| will be| would be| must be| has to be)"
        r" (more than |definitely |surely |probably |plenty )?enough(?=\s*(?:$|[.!?]))"
        r"|\bneed (twice|double|three times) (as many|as much|the (dose|amount))\b"
        r"|\b(found|got|bought|picked) (a |an )?(stronger|thicker|sturdier|higher|taller) (one|rope|branch|belt|cord|bridge|building)\b"
        r"|\b(won't|will not|not going to|not gonna|not|never) (be )?(mak(e|ing) (that|the same) mistake|mess(ing)? (it|this) up|screw(ing)? (it|this) up|fail(ing)?)( again| this time| twice)\b|\bi know better (now|this time)\b|\bgo(ing|nna)? through with it\b"
    ),
    "farewell_strong": (
        r"\b(bye|goodbye|gn|good ?night|night|love (you|u)( all)?|ily|ilysm)( (guys|all|everyone|y'all|everybody|all of you))? (forever|4ever|for ever|for good)\b"
        r"(?!,? (twitter|instagram|insta|facebook|tiktok|snapchat|reddit|discord|this app|social media|\w+ app))"
        r"|\blast time (you|u)('ll| will)? hear from me\b"
        r"|\b(put|putting|got|getting) my affairs in order\b|\bwhoever finds me\b|\b(the )?(person|one) who finds me\b"
        r"|\b(don't|won't) need (it|them|this|any of (it|this)|my \w+) (where|after|anymore|now)\b|\blast time you('ll| will) hear from me\b"
        r"|\b(video|message|letter|note) for my \w+ (to (watch|read) )?after\b|\bwrote (everyone|each of them|all of them) (a )?letters?\b|\b(don't|do not) (come )?look(ing)? for me\b|\b(where i'm going|after i'm gone|when i'm gone)\b"
        r"|\b(they'll|they will|someone will|she'll|he'll) find (it|me|the note|my note)\b|\bsaid (all )?my goodbyes\b|\bmy last (message|post|words|goodbye)\b|\bthis is my last\b|\bwon't be (around|here)\b"
        r"|\bgoodbye (everyone|all|forever)\b|\btell [\w ]{1,20}(i'm|i am) sorry\b|\bwhen they find me\b"
        r"|\bsuicide note\b|\bwon't be needing\b|\bwon't need (them|it)\b"
        r"|\bmy last letters?\b|\bi (won't|will not) (need|be needing|be using) (it|them|him|her|this|these|those|my \w+) (anymore|any more|where i'm going)\b|\bso (that )?(nobody|no one) (would|will|could|can|'d) (find|stop) me\b|\bmy (note|letters?) (is|are) (on|in|under)\b|\bsaid goodbye to (everyone|everybody|all)\b|\bnobody (is )?left with\b|\bclean up after me\b|\bthis is goodbye\b"
        r"|\btell [\w ]{1,20}i love (her|him|them)\b|\b(letters|notes)\b[\w' ,.]{0,30}\bone for (my )?(mom|mum|dad|mother|father|sister|brother|wife|husband|son|daughter|kids|parents|grandma|grandpa)\b|\b(goodbye|farewell) letters\b"
        r"|\bletters to (everyone|everybody|each of|all of|my family|my kids|my children|my parents|my loved ones)"
        r"|\bletters? (for|to) [\w' ,]{0,40}\b(they're|they are|it's|it is|are|is) (in|on|under|inside)\b"
        r"|\b(so )?(they're |they are |it's |that's )?the first thing (they|she|he|my \w+|mom|dad|everyone)('ll| will)? (see|find|read|notice)\b"
        r"|\b(\w+ )?(has|have|had) no idea[\w' ]{0,10}\b(it('s| is| was| will be| would be|'ll be)|this (is|was)) (the|my|our) last\b"
        r"|\b(\w+ )?(doesn't|don't|didn't) know[\w' ]{0,10}\b(it('s| is| was| will be| would be|'ll be)|this (is|was)) (the|my|our) last\b"
        r"|\bi('ll| will) ever (post|say|write|send|text)\b|\blast (thing|post|message|words?|text) i('ll| will)( ever)? (post|say|write|send)"
        r"|\b(when|after|once|if) i('m| am) (not around anymore|not here anymore|no longer (here|around)|gone|dead)\b"
        r"|\bwr(ote|itten|iting) (a|the|my) (goodbye |last |final )?note\b[\w' ,]{0,40}\b(in|on|under|inside) (the|my)\b"
        r"|\b(not going to|won't|will not|not gonna) be (around|here|alive) (much longer|for (much )?longer|for long)\b"
        r"|\b(don't|do not|dont) (try to )?(find|look for|search for|come (find|get)) me\b|\b(not|never|won't|wont) (be )?(coming|come|walking|walk) back\b(?! (for|to|until|till|home|from|after|here|there|into|in|and|on))"
        r"|\bmy last (night|day|week|morning)\b(?! (at|of|in|before|off|on|with))"
        r"|\bif (you're |you are )?(you )?read(ing)? this\b|\bthis is my goodbye\b"
        r"|\bthank you for (trying|everything)[\w' ,.]{0,40}\b(goodbye|bye|farewell)\b"
        r"|\b(won't|will not|not going to|not gonna|wont|not) be (here|around|alive) (by|after|on|come|next)\b"
        r"|\bby the time (you|anyone|someone|they|u) (read|see|find|get) this\b"
        r"|\bit's been real\b|\b(it was|been) nice knowing (you|y'all|everyone|you all)\b|\bsee (you|y'all|you all) on the other side\b"
    ),
    "farewell": (
        r"\b(sorry|sry|srry|soz) (for|4) (everything|all of it|it all|being a burden)\b(?! (i|you|we) (said|did))"
        r"|\b(you|u) (were|was|have been) the best\b|\b(don't|dont|do not) be sad\b(?! (about|over|that|it's|its))"
        r"|\bleft [\w ,]{0,30}\b(a|my) (note|letter)\b|\bwr(ote|itten|iting) (my )?(mom|mum|dad|mother|father|sister|brother|wife|husband|son|daughter|kids|parents|family|partner|girlfriend|boyfriend|best friend) (a )?(letter|note)s?\b|\bgoodbye (letter|note)s?\b|\bsa(id|ying) (my )?goodbyes? to (everyone|everybody|all of|them all|my family|my parents|my friends|my kids|you all)\b|\bwr(ote|itten|iting)"
        r" (my )?(goodbye |last |final )?letters\b|\bwr(ote|itten|iting) (a|the|my) (goodbye|last|final) (letter|note)s?\b"
        r"|\b(i )?(won't|will not) (be )?need(ing)? (any of )?(it|them|this|that|these|those|my \w+)( \w+){0,2}? (anymore|soon|much longer|where i'm going|after (tonight|today|this week|this weekend))\b"
        r"|\b(posted|posting|this is|here's) my (last|final) (\w+ )?(post|story|tweet|video|message|status|update)\b(?! (from|of|for|before|until|till|this|on) )"
        r"|\bwr(ote|itten|iting) the (notes|letters)\b(?![\w' ]{0,24}\b(lectures?|class(es)?|meetings?|exams?|tests?|course|chapters?|presentations?|seminars?|labs?|sermons?|speech(es)?|interviews?|shift|handover|minutes|recipes?|report)\b)"
        r"|\bwr(ote|itten|iting) (each of them|all of them|them all|everyone|each|every one of them) (a )?(letter|note)s?\b"
        r"|\bletters? to (each|every|all of|mom|dad|mum|my (family|kids|children|parents|loved ones))\b"
        r"|\b(texted|text|called|call|hugged|hug|saw|see|visited|visit|messaged|message|talked to|spoke to|kissed|held|hold|told|tell)"
        r" [\w' ]{0,30}\b(one last time|for the last time)\b"
        r"|\bsa(id|ying) (my )?(goodbye|goodbyes|bye|farewell)s? to (my |our |\w+ )?(mom|mum|dad|mother|father|parents|family"
        r"|sister|brother|kids|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|friends?|grandma|grandpa|everyone|everybody|\w+ and \w+)\b|\b(this is|this'll be|this will be|it's) the last time\b(?! i)"
        r"|\bthank you for (trying|everything)\b"
        r"|\b(scheduled|set up|timed|queued) (an? |the |my )?(email|message|text|letter|post)s? (to (go|be sent|send) )?(to|for) (my )?(mom|mum|dad|sister|brother|parents|family|wife|husband|kids|partner|best friend|girlfriend|boyfriend|everyone)\b"
        r"|\b(she|he|they|you|mom|dad)('ll| will)( (all|eventually|someday|one day))? understand( why)?(?=\s*(?:$|[.!?]))"
        r"|\b(take care of|look after|watch over) [\w' ]{0,20}\bfor me\b(?=\s*(?:$|[.,!?;])| (when|after|once|always|forever|from now on))"
    ),
    "goodbye": (
        # "then it's done" after getting through an event: a parting only beside affairs settled
        r"\b(need|have) to get through [\w' ]{1,40}\b(and )?then (it's|it is|it'll be|it will be|i'm|i am|i'll be)"
        r" (done|over|finished)\b(?! (for|with|at))"
        r"|\bafter [\w' ]{1,30}\b(it's|it is|it'll be|i'm|i'll be) (over|done|finished)\b(?! (for|with))|"
        r"\b(goodbye|bye|farewell)\b[.!, ]{1,3}(and )?thank(s| you)\b"
        r"(?![\w' ,.!]{0,80}\b(see (you|ya|u)|talk (to you )?(soon|later|tomorrow)|next (time|week|session)|tomorrow)\b)"
        r"|\bthank(s| you) for (being|always|all|listening|caring|putting up|everything)\b[\w' ,]{0,50}[.!]? ?(goodbye|farewell)\b"
    ),
    "affairs": (
        r"\bdeleted (all )?(of )?my (social media|accounts?|profiles?|instagram|facebook)\b|\bpaid (off )?(all )?(of )?my (bills|debts|rent)\b"
        r"|\binstructions for (my )?(cat|dog|pets?|kids|plants)\b|\bclosed my (bank )?accounts?\b|\btransferred (all )?my (savings|money)\b|\bbank details\b|\bpin numbers?\b|\b(left|gave) (\w+ )?(my|the) (car )?(keys|bank details|passwords?|pin|account details)\b|\b(my|a) will\b|\bbeneficiar\w{0,4}|\bpasswords? (for|to|with) (my|her|him|them)\b"
        r"|\b(left|wrote down|gave|written down|shared) (\w+ )?(my )?passwords?\b|\bpasswords? (are )?(in|on|under) (the|an|my)\b|\bpaid off\b|\bcancel{1,2}ed my\b"
        r"|\bg(ave|ive|iving|iven) (\w+ ){0,3}away\b|\b(gave|given|giving|give) (my|our) \w+ to\b|\bleft my (phone|wallet|keys|id|purse),? (and )?(my )?(phone|wallet|keys|id|purse)\b[\w ,]{0,30}\b(at home|behind)\b|\bwho gets\b|\b(affairs|everything|things|papers|finances)('s| are| is)? in order\b|\bthe (dog|cat|pets?|kids|car|house|bike|guitar) (goes|go|will go|is going) to\b|\bsorted out\b|\bgiven away\b"
        r"|\b(found|got) (my |a |our )?(\w+ )?(cat|dog|pet|puppy|kitten|bird|rabbit|hamster|fish)s? a (new )?home\b|\brehom\w+"
        r"|\beverything('s| is) (ready|set|taken care of|in place|sorted|arranged)(?=\s*(now)?\s*(?:$|[.,!?;]))"
        r"|\b(rent|bills?|debts?)('s| is| are)? (all )?paid( off| up)?\b|\bmy (own )?funeral\b|\blife insurance\b"
        r"|\b(someone|somebody|\w+)('s going to|'ll| is going to| will| has agreed to| promised to) (water|feed|walk|take care of|look after)"
        r" my (plants|cat|dog|fish|pets?)\b"
        r"|\bdeleted (everything|it all|all my \w+)\b|\b(left|leaving) my (phone|laptop|computer) unlocked\b"
        r"|\b(please )?(give|take|keep) my (cat|dog|pets?|fish|bird|rabbit|hamster|kitten|puppy|plants) (to|for)\b"
        r"|\b(mailed|sent|posted|handed|dropped off) (\w+ )?(my|the) (house |car |spare |apartment |front door )?keys?\b|\b(the |my )?(spare |house |apartment |front door )keys? (is|are) (under|in|with|on)\b"
    ),
    "overdose": (
        r"\b(took|swallowed|downed|ate|taken|drank|chugged|necked|popped)\b(?: \w+){0,2}? (" + EN_MANY + r")(?: [\w']+){0,2}? "
        + EN_PILLS + r"|\b(took|swallowed|downed|taken|had) an overdose\b|\b(just|already) (overdosed|od'?d)\b"
        r"|\b(took|swallowed|downed|taken) (everything|all the \w+) in (my|the) (medicine )?(cabinet|drawer|cupboard)\b"
        r"|\b(took|swallowed|downed|taken) (every|each) (single )?(pill|tablet|capsule) (in|from|out of|i (had|have|could find))\b"
        r"|\b(already |just )?swallowed (them|it all|them all|all of them|everything|the (whole|entire) \w+)\b"
        r"|\b(drank|swallowed|took|drunk|taken) (the |some |a bottle of |half a bottle of )?(\w+ )?" + EN_POISON
    ),
    "attempt": (
        r"\b(the )?(last|first) time i tried\b(?! to (?!(kill|end|hang|overdose|die|od)\b))|\bthe first time (didn't work|failed)\b|\bdidn't work (last time|the first time)\b|\b(hospital|doctors|the ward) (let me go|discharged me|released me)\b|\bwoke up in (the )?(icu|hospital)\b"
        r"|\btried (hanging|to hang|jumping|to jump|overdosing|to overdose|cutting my wrists)\b|\btried once\b|\b(attempted|tried) (before|once|twice)\b|\bi've attempted\b|\battempted\b"
        r"|\bsurvived\b|\bfound me\b|\bpumped my stomach\b|\btried to (kill|end) (myself|my life|things)\b"
        r"|\b(first|last|previous) attempt\b|\bmess it up again\b|\boverdosed\b|\b(saved|stopped) me\b"
        r"|\btook (pills|an overdose|too many) (last|before|once)\b"
        r"|\b(last time|the last time|that time) [\w' ]{0,20}\b(ended up in|woke up in|went to) (the )?(er|hospital|icu|a&e|emergency)"
        r"|\bmy (last |first |previous |second )?(overdose|od|attempt)\b|\bi was (found|rescued|resuscitated|revived)\b(?! (guilty|innocent|out|to be))"
        r"|\b(rope|cord|belt|noose|ligature|branch) (snapped|broke|came loose|gave way|didn't hold)"
        r"|\b(had|put|got|tied) (the |a |my )?(cord|rope|belt|noose|ligature|cable|scarf|leash) [\w ]{0,12}(around|round) my neck\b"
        r"|\bswallowed (a |the )?(whole |entire )?(bottle|box|pack|handful|strip)\b"
        r"|\b(try|do it) again,? (but )?(better|properly|harder|right|for real)(?=\s*(?:$|[.,!?;]))|\b(last time|the first time|that time|before),? i (cut|went|took|jumped|did it) (too (shallow|little|few|low)|not (deep|high) enough)\b|\b(didn't|did not) (cut|go) deep enough\b|\b(didn't|did not) take enough (pills|tablets|of (them|the pills|my \w+))\b|\b(last time|the first time) i (didn't|did not) take enough\b"
    ),
    "stockpile": (
        r"\b(not taking|stopped taking|haven't (been )?tak(en|ing)|skipping|pretend(ed|ing)? to take|spitting out)"
        r" (any|them|it|my \w+)\b[\w' ,]{0,40}\b(pile|stash|stockpile|saving (them|it)|saved (them|it)|collection|hoard"
        r"|keeping them|enough)\b|\b(have|got|holding|carrying) (about |over |like )?(\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred) (of )?(my |the |these |those |his |her |my \w+'s )?(\w+ )?" + EN_DRUG + r"\b|\b(pile|stash|stockpile|hoard|collection) of (my )?" + EN_DRUG + r"\b"
        # a means held and stared at for hours
        r"|\b(holding|held|staring at|stared at|looking at|sitting with|clutching|gripping) (the|a|my|this|that) (bottle(?! of)|pill bottle|pills|blade|razor|knife|rope|noose|gun)\b"
        r"[\w' ]{0,30}\b(for (an|a|the last|the past|over an|almost an|nearly an|about an|two|three|\d+) (hours?|minutes)|all (night|day|evening)|since)\b"
    ),
    "hyperbole": (
        r"\bdying (to|for|of)\b|\bkilling me\b|\bcould (just )?die of\b|\bi'm dead\b(?! weight)|\bdead tired\b"
        r"|\bdie of (laughter|embarrassment|boredom|cringe|shame)\b"
        r"|\bcould sleep for (a week|days|a year)\b|\bto die for\b|\bkill(ed|ing)? it\b|\blol\b|\blmao\b"
        r"|\b(so|totally|literally|basically) dead\b(?! weight)|\bdied laughing\b|\bkill me now\b"
    ),
    "media": (
        r"\bmovie\b|\bfilm\b|\bnovel\b|\bbook\b|\bstory\b|\bsong\b|\blyrics\b|\bnews\b|\barticle\b"
        r"|\bcharacter\b|\bshow\b|\bseries\b|\bepisode\b|\bgame\b|(?<!after )(?<!before )\bclass\b|\bstudying\b|\breading\b(?! (about|up on) (how|which|what))"
        r"|\bpaper\b|\bessay\b|\bresearch\b|\bthesis\b|\bproject\b|\bpresentation\b|\breport\b|\bsurvey\b|\bromeo\b|\bdocumentary\b|\bcelebrity\b"
    ),
    "disposal": (
        r"\bflush(ed|ing)? (them|it|the \w+|my \w+)\b|\b(threw|thrown|throwing|tossed) (them|it|the \w+|my \w+) (away|out|in the (trash|bin))\b"
        r"|\b(put|putting) (them|it|the \w+) back\b|\bhanded (them|it|the \w+) (over|in)\b"
        r"|\bgave (them|it|the \w+|my \w+) to [\w' ]{1,20} to (keep|hold|lock)\b"
    ),
    "continuation": (
        r"\bsee (you|ya|u) (next|tomorrow|later|soon|on|then|at)\b|\btalk (to you )?(tomorrow|later|soon|next)\b"
        r"|\buntil next (time|week|session)\b|\bnext (session|week)\b|\b(be|i'll be|i'm) back (at|by|in|around|tomorrow|tonight|later|soon)\b"
    ),
    "seal": (
        r"\b(sealed|taped( up)?|blocked|stuffed|covered) (up )?(the |all the |every |my )?(windows?|vents?|doors?|gaps?|cracks?)\b"
        r"|\btowels? (under|along|at) the door\b"
    ),
    "keepsake": (
        r"\btime capsule\b|\b(letter|note|video) to my future self\b|\b(on|for) (his|her|their) (\d+(st|nd|rd|th)|eighteenth|sixteenth|twenty-first|wedding|graduation)( birthday| day)?\b"
        r"|\b(open|read|watch|get|have) (it|them|this|the (letter|note|box|video))? ?[\w' ]{0,16}\b(when|once|on the day) (he|she|they) (turns? (\d+|eighteen|sixteen|twenty-one|thirty)|graduates?|gets? married|leaves? for college|goes? (off )?to college|starts? (college|university|high school))\b"
    ),
    "restraint": r"\b(holding|held|hold) (myself )?back\b|\bresist(ing|ed)? the urge\b|\bfight(ing)? the urge\b|\bstopp?(ed|ing)? myself\b",
    "joke": r"\b(jk|j/k|just (kidding|joking)|(i'm|i was) (only |just )?(kidding|joking)|kidding lol|lol kidding)\b",
    # A near miss or a slip: a means or a place of danger met by accident.
    "accident": (
        r"\b(almost|nearly) (got |get |was |been )?(hit|ran over|run over|stepped|walked|fell|slipped|tripped)\b"
        r"|(?<!like an )(?<!like a )\baccident(al|ally)?\b|\bwasn't (looking|paying attention)\b|\blooking at my phone\b"
    ),
    "hypothetical": r"\basked (me )?(if|whether)\b|\bask(ed|s)? me about\b|\bhypothetically\b|\bwhat if someone\b|\bin theory\b|\bif someone\b|\bif a person\b",
    "resolved": (
        r"\bmuch better\b|\bbetter place\b|\bclean for\b|\bdoing (much |a lot )?better\b|\brecovered\b"
        r"|\bhaven't (done it|since|hurt)\b|\bbehind me\b|\bnot anymore\b|\bover it now\b"
        r"|\b(therapy|treatment|meds|medication|counsel\w*) (really )?helped\b|\bhelped me (so much|a lot)\b"
        r"|\bin a (really |very |much |pretty )?(good|better|great) place( now)?\b|\bgot (better|help)\b|\bdoing (really |so |pretty |very )?(well|good|great|fine|okay|ok)( now| these days| since)\b|\bi used to\b(?![^\n]{0,120}\b(again|relaps\w*|lately|recently|these days|start(ed|ing)|back|still|anymore)\b)"
        r"|\bdoing (well|ok|okay|fine|good)\b|\b(i'm|i am) (okay|ok|fine|good|better) now\b|\bin recovery\b"
        r"|\b(been|i'm|i am|pretty|really|very) stable\b|\bstable (on|now|for)\b|\b(way|so much|a lot) better\b"
    ),
    "past": (
        r"\bused to\b|\bwhen i was\b|\byears ago\b|\bin (19|20)\d{2}\b|\bback (then|in)\b|\bin high school\b|\bi was \d+"
        r"|\bin (college|uni|university|middle school|my teens|my twenties)\b|\bas a (teen|teenager|kid)\b|\b(years|a year) back\b"
    ),
    "relapse": r"\b(came|coming|are|they're|it's|is|been) back\b|\bstarted again\b|\brelaps\w*",
    "prescription": (
        r"\bprescription\b|\bprescribed\b|\brefill\b|\bdose\b|\bdosage\b|\bis it safe to take\b"
        r"|\bmy doctor\b|\bpharmacist\b|\bpill ?(box|organi[sz]er|case)\b|\bso i (don't|dont|do not|won't) forget\b|\bside effects?\b|\bwith my (antidepressant|medication)\b"
        r"|\bcold medicine\b|\bflu\b|\bfevers?\b|\ballerg\w{0,4}|\bibuprofen\b|\bvitamins?\b|\bif one doesn't work\b|\bpharmacy\b|\bjet lag\b|\binsomnia\b|\bfor my (headache|back|sleep|pain)\b"
    ),
    "ordinary_use": (
        r"\bcamping\b|\bcamp\b|\bhik(e|ing)\b|\bbarbecue\b|\bbbq\b|\bfishing\b|\bcooking\b"
        r"|\bfireworks\b|\bpicnic\b|\bphotos?\b|\bpictures\b|\bpics\b|\blaundry\b|(?<!since )(?<!until )(?<!till )(?<!after )(?<!before )\bsun(set|rise)\b|\bparty\b|\bswim\w*"
        r"|\bwalk\b(?! into)|\bashes\b|\b(so|too|really|super|crazy) hot\b|\bcool (off|down)\b|\bheat ?wave\b|\bhunt\w*|\bgun (license|licence|range|safety)\b|\bshooting range\b|\bboat\w*|\bsailing\b|\bkayak\w*|\bcanoe\w*"
        r"|\bshav(e|ing)\b|\bwad(e|ing)\b|\bparades?\b|\bpaddl\w*|\bskipping stones\b|\bjog\w*|\btent\b|\bride\b|\bbik(e|ing)\b|\bcycling\b|\bdog walk\w*|\bhang out\b"
        r"|\bpick(ing|ed|s)? (me|him|her|them|us|you|my \w+|the kids) up\b|\bturn (left|right)\b|\bdirections\b|\bmeet(ing)? (up )?(with )?(my|a|some|the)\b|\bwaiting for (my|a|the) (ride|uber|lyft|taxi|cab|friends?|bus|tram|ferry|shuttle)\b|\brunning late\b|\bon my way to (work|school|class|the office)\b"
        r"|\b(tire|tyre) (blew|blown|burst|is flat|went flat)|\bflat (tire|tyre)\b|\btow truck\b|\bbroke down\b|\broadside\b"
        r"|\b(christmas|fairy|string|holiday|party) lights\b|\bdecorat\w*|\bcurtains?\b|\bhammock\b"
        r"|\bclean(ing)? (my|the|his) (rifle|gun|guns|shotgun|pistol)\b|\bdeer\b|\b(duck|turkey|deer|hunting) season\b"
        r"|\btarp\b|\bfix(ing)?\b|\brepair\w*|\bgutters?\b|\bshovel\w*|\bpaint(ing)?\b|\binstall\w*|\bchimney\b|\bpool\b|\bpractice\b"
        r"|(?<!after )(?<!before )\b(dinner|lunch)\b|\bcoffee\b"
        r"|\b(walking|driving|biking|cycling|heading) (home|to work|to school|back)\b"
        r"|\b(knife|gun|coin|stamp|card|record|vinyl|book|rock|shell) collection\b|\bcollector\b|\btraffic\b|\bfor drinks\b|\bbeers? with\b|\bbar\b|\bstove\b|\boven\b|\bsmok(e|ing)\b|\brock climbing\b|\bclimbing gym\b|\bbouldering\b|\bcommut\w{0,4}|\bvacation\b|\bwith (my |the |our )?(kids|children|friends|family|wife|husband"
        r"|girlfriend|boyfriend|partner|dog|class|team|coworkers)\b"
    ),
    "life_event": (
        r"\bmoving\b|\bthe move (to|abroad|overseas|back)\b|\babroad\b|\btrip\b|\bvacation\b|\bholidays?\b|\blast day (at|of)\b|\bnew job\b"
        r"|\bgraduat\w*|\bcoworkers\b|\bcolleagues\b|\bquit\w* my job\b|\bresign\w*|\bbreak up\b|\bjob\b"
        r"|\bbaby\b|\bpregnan\w*|\bgetting married\b|\bretir(e|ing|ement)\b|\bmortgage\b|\bestate planning\b|\bcharity\b|\blibrary\b|\bdonat\w*|\bgoodwill\b|\bthrift\b|\b(garage|yard) sale\b|\bdeclutter\w*|\bairport\b|\bfl(y|ies|ying|ight)\b|\bboarding\b|\b(two weeks'?|my) notice\b|\bwedding\b"
        r"|\bwhile i('m| am) (away|on (vacation|holiday|a trip)|travel\w*|out of town)\b|\bappointment\b|\bdentist\b|\bout of town\b|\bbusiness trip\b"
    ),
    "purpose": (
        r"\b(just )?in case\b|\bso (that )?i (don't|do not|won't) run out\b|\brun(ning)? out\b|\btravel\w*|\btrip\b|\babroad\b"
        r"|\boverseas\b|\bpandemic\b|\blockdown\b|\bfirst[- ]aid\b|\bemergency kit\b|\bbackup\b|\bspare\b|\brefills?\b"
        r"|\bmigraines?\b|\bheadaches?\b|\bkitchen\b|\bchef's\b|\b(for|to) (cook|cut|open|slice|chop|carve)\b"
        r"|\bcookout\b|\bgrilling\b|\bbonfire\b|\bfire ?pit\b|\bs'mores\b|\bfireplace\b|\btreehouse\b|\b(rope|tire|tyre|tree) swing\b|\brope (ladder|swing)\b"
        r"|\bjump rope\b|\btow rope\b|\bpacking\b|\bjet lag\b|\bfor (the |my |our )?(kids|children)\b"
        r"|\bclothesline\b|\bwashing line\b|\bsafety razor\b|\bfor a living\b|\bon the job\b|\bchildren's\b"
        r"|\bfor my (daughter|son|kids?|baby|mom|dad|wife|husband|partner|dog|cat)\b"
        r"|\bgrill(ed|s)?\b(?![\w' ]{0,15}\b(bathroom|bedroom|closet|my room|the car)\b)|\bburgers?\b|\bhot dogs\b|\bweeds?\b(?! ?killer)|\bgarden\w*|\blawn\b|\bspray\w*|\bmice\b|\bpests?\b|\broach\w*|\bexterminat\w*"
        r"|\bremind (her|him|them|my \w+) to take\b|\bgive (it|them) to (him|her|them)\b|\b(her|his|their) (meds|medicine|medication|pills|insulin|dose)\b"
    ),
    "sport": (
        r"\bsky ?div\w*|\bbungee\b|\bcarabiners?\b|\bbelay\w*|\bclimbing (rope|harness|shoes|gear|partner)\b|\b(go|going|went) climbing\b|\bcliff[- ]?(jump|div)\w*|\bparaglid\w*|\bhang[- ]?glid\w*|\bbase jump\w*|\bparachut\w*"
        r"|\bzip[- ]?lin\w*|\bdiving board\b|\bhigh dive\b|\bwingsuit\b|\babseil\w*|\brappel\w*|\bfree ?fall\w*"
        r"|\bclimb(ing)? (gym|wall|trip)\b|\bropes course\b|\bskiing\b|\bscuba\b|\bboulder\w*"
        r"|\bthe view\b|\bsightseeing\b|\bscenery\b|\bobservation deck\b|\btourists?\b|\bnational park\b"
        r"|\bwas (unreal|breathtaking|stunning|incredible|gorgeous)\b"
    ),
    "lethal": r"\bkill\b|\bdie\b|\blethal\b|\boverdose\b|\bsuicid\w*",
    "own": r"\b(i said|i told (him|her|them)) (yes|i have|i do)\b|\bme too\b|\bi also\b|\bi feel the same\b",
    "negator": (
        r"\bnot\b|\bnever\b|\bno\b|\bdon't\b|\bdont\b|\bwon't\b|\bwouldn't\b|\bdidn't\b|\bisn't\b"
        r"|\bwasn't\b|\bnor\b"
    ),
    "not_negation": r"\bnot wake up\b|\bno reason\b|\bno point\b|\bnot exist\b|\bnot worth\b",
    "me": r"\bi\b|\bi'm\b|\bi've\b|\bi'd\b|\bi'll\b|\bme\b|\bmyself\b",
    "illness": (
        r"\b(fevers?|colds?|the flu|headaches?|migraines?|allerg\w{0,4}|diabetes|diabetic|blood pressure"
        r"|asthma|arthritis|back pain|cramps|toothaches?|period pain|insomnia|jet lag|can't sleep)\b"
    ),
    "other": (
        r"\b(my|his|her|our|a) (best |close |little |older |younger |big |ex[- ]?|new |old )?(friend|roommate|brother|sister|mom|mum|dad|mother|father|son|daughter|wife"
        r"|husband|partner|boyfriend|girlfriend|cousin|classmate|coworker|colleague|neighbou?r|kid|child"
        r"|student|bestie|bff|teacher|grandma|grandpa|aunt|uncle|niece|nephew|ex)( who('s| is| are| was| might be| seems| feels))?\b|\b(someone|somebody|people|a person) who('s| is| are"
        r"| was| might be| seems| feels)\b|\bhe\b|\bshe\b|\bthey\b|\bsomeone\b|\bsomebody\b|\bthe (main )?character\b"
    ),
}
