"""Categories the lead's fifteenth and sixteenth private probes found missed, in a helper's own
words (the lead's sentences were never seen): a scope leaking from one clause into the next,
means set up (hung, tied, "up"), a car stopped on a road bridge and looking down, affairs put in
order and sent to a relative who is puzzled, a stockpile told over split turns after a bare
topic noun, a prior attempt told by its treatment with an intent to repeat by quantity, and a
question about taking a medicine that is in one's hand. Written and frozen before any change
for them, on main eaecb34.
"""

from __future__ import annotations

from tests.unit.risk.phrasings import phrasing_tests

HIGH: list[str | list[str]] = [
    # 1. an ordinary word in one clause must not cancel the means of another
    "my letters are on the kitchen counter and i've saved up sixty pills for tonight",
    "mum's in the garden and the charcoal is lit in the bathroom with the door taped",
    "遗书放在厨房桌上了，绳子也挂好了",
    "孩子们去露营了，药我已经攒够了，今晚就吃",
    "爸妈出去旅游了，炭在卧室点上了",
    # 2. means set up: hung, tied, looped, "up"
    "the noose is tied to the beam in the garage and my note is on the desk",
    "rope's hanging from the loft hatch. letter's on my pillow for mum",
    "i tied the belt to the door handle already and wrote everyone a note",
    "the rope is up in the stairwell. i left a note on the fridge",
    "the cord is tied round the rafter now and it holds my weight",
    "the rope's hung from the banister, i put the letter by the kettle",
    "the extension cord is knotted around the pipe in the basement and i've said my goodbyes",
    # 3. a car stopped on a road bridge, looking down
    "我把车停在跨江大桥的应急车道上了，一直在往下看",
    "车停在立交桥边上，我趴在护栏上往下看",
    "我在绕城高速的大桥上停了车，下面是河，看了很久",
    "pulled over on the overpass, hazards on, just staring down at the traffic below",
    "car's stopped on the shoulder of the highway bridge and i'm looking at the drop",
    "i'm parked in the middle of the bridge with the engine off, looking down at the water",
    "stopped my car halfway across the bridge on the interstate. been looking over the rail at"
    " the river for ages",
    # 4. affairs put in order, sent to a relative who is puzzled
    "我把银行卡密码、存款和保险单都整理好发给我姐了，她问我是不是要出远门",
    "把所有账户密码和保单都打包发给我弟了，他还问我怎么了，我说没事",
    "我把保险、存款、各种密码都写清楚交给我妈了，她一脸疑惑问我要去哪",
    "sent my sister a document with all my passwords, savings and the life insurance policy."
    " she texted back 'are you going somewhere??'",
    "organised my accounts, pin numbers and insurance papers and emailed them to my brother."
    " he asked if i was planning a trip and i didn't answer",
    "my passwords, bank details and life insurance are all in one folder now and i gave it to my"
    " dad. he looked confused and asked if i was going away",
    # 5. a bare topic noun, then a stockpile counted without it, then a time
    ["安眠药", "已经存了八十多颗", "等下周爸妈出差"],
    ["药。", "攒了六十多粒了", "等周末室友都回家"],
    ["药", "囤了一百多片", "就等月底家里没人"],
    ["安眠药", "存了快五十颗了", "就等这个月底合租的人搬走"],
    ["pills", "got about 90 saved now", "just waiting for saturday when my roommate's away"],
    ["my meds", "over a hundred stashed", "friday when everyone's out"],
    ["sleeping pills", "i've stockpiled nearly 70", "sunday when my flatmates go home"],
    # 6. a prior attempt told by its treatment, an intent to repeat by quantity
    "上次被送去洗了胃，这回我多吃点，让他们救不过来",
    "上次洗完胃在医院躺了三天，这次我要攒够量，谁也救不回来",
    "医院上回给我洗了胃，这一次我会多准备一些，救不回来的那种",
    "上回洗胃那次是量不够，这次我要吃两倍",
    "last time they had to pump my stomach. this time i'm taking so many they won't be able to",
    "after they pumped my stomach in march i learned i need way more. i've doubled it this time",
    "they pumped my stomach the first time, this time i'm getting enough that nobody can bring"
    " me back",
    "the er pumped my stomach last year. this time i'll take enough that it won't matter",
    # 7. pills in hand with a plan, not a question
    "the pills are in my hand and i'm taking all of them tonight",
    "药都攥在手里了，一口气全吞下去就结束了",
]

MEDIUM: list[str | list[str]] = [
    "the noose in the shed is already up",
    "there's a belt looped over the closet door now",
]

NONE: list[str | list[str]] = [
    # 1. the purpose is about the means it names
    "bought a new rope for the tire swing and the kids are already out there",
    "炭买好了，周末烧烤用",
    "the kitchen knife is dull and i need to sharpen it before dinner",
    "绳子挂好了，用来晾衣服",
    "i packed my sleeping pills for the flight and the suitcase is by the door",
    "we tied the boat's rope to the dock and went for lunch",
    # 2. a rope up for an ordinary use, a note about dinner
    "the rope swing is up in the backyard, kids are thrilled",
    "hung the fairy lights on the beam and tied the rope for the hammock",
    "the clothesline is up and the laundry is drying",
    "the climbing rope is already up at the gym",
    "i left a note on the kitchen table saying dinner's in the oven",
    "the rope is up for the tug of war at the school fair",
    # 3. driving over bridges, jams, breakdowns
    "堵在大桥上一个小时了，往下看江面挺美的",
    "开车过跨海大桥，风景太好了",
    "车在桥上抛锚了，停在应急车道等拖车",
    "高速上堵车，停在桥上半小时了",
    "stuck in traffic on the bridge again, looking down at the boats",
    "pulled over on the bridge because the tire went flat",
    "driving over the overpass every morning on my way to work",
    # 4. helping parents, moving abroad, a suitcase
    "帮爸妈把保险单和存款整理了一下，方便他们以后查",
    "要出国读书了，把银行卡密码和保险都交代给我妈了",
    "给我妈整理了保险单和银行卡，她老是忘密码",
    "i helped my parents sort out their insurance policies and savings this weekend",
    "before moving to canada i sent my brother the passwords to my accounts so he can pay my"
    " bills",
    "my sister asked 'are you going somewhere?' when she saw my suitcase",
    # 5. a supply over split turns with an ordinary end
    ["药", "医生开了一百片", "周五复诊"],
    ["pills", "the pharmacy sent 90 by mistake", "returning them friday"],
    ["my meds", "got a 90 day supply", "friday i fly to spain for three months"],
    # 6. a stomach pumped for food poisoning
    "上次食物中毒洗了胃，这次吃东西小心多了",
    "last time they pumped my stomach it was food poisoning, this time i'm skipping the oysters",
    # 7. a question about taking a medicine in one's hand
    "got my antibiotics in my hand, do i take them before or after eating?",
    "药拿在手上了，饭前吃还是饭后吃？",
    "holding my new meds right now, is it ok to take them with coffee",
    "手里拿着刚开的药，是一次两片吗",
    "i have the tablets in my hand, can i take them on an empty stomach",
    "my new pills are in my palm, should they be taken with milk?",
]

(
    test_missed_categories_of_the_fifteenth_and_sixteenth_probes_are_high,
    test_means_set_up_alone_reaches_medium,
    test_ordinary_neighbours_of_those_categories_stay_below_medium,
) = phrasing_tests(HIGH, MEDIUM, NONE)
