# Chinese cases of the parse46 held-out set (a retirees' and family WeChat group).
# CASES: (id, sender, message, style, expected order file body without `who:`, note)
# REFUSALS: (id, sender, message, reason keywords (zh/en alternatives), rule broken)
# Cast (game/game.yaml): 201 王阿婆 (老张, Hamish) + Margaret (陈伯, Kenji); 202 陈伯 (林阿姨, Margaret);
# 203 林阿姨 (王阿婆, Kenji) + Carmen (陈伯, Hamish); 205 老张 (Carmen, 林阿姨); 207 Hamish (Margaret, 王阿婆);
# 209 Kenji (老张, Carmen); police 小宝, 刘老师, Nigel (no room: home is 204).

CASES = [
# ---------------- 王阿婆 (201, south; 上海话) ----------------
("zh01", "王阿婆", """
小宝教我个 今朝夜里八点钟开始我就坐勒屋里向窗口看草坪 一直看到十点钟 十点钟以后我困觉了 辛苦侬了🙏🙏
""", "shanghainese, voice", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:00"}
""", "22:00 stops the peeking (she sleeps)"),

("zh02", "王阿婆", """
各位好😊 阿拉今朝夜里是搿能安排个：
八点半到娱乐室去坐坐 吃杯茶讲讲闲话
九点廿分从娱乐室出来到花园里兜一圈
九点五十转去屋里 从猫眼看外头
好伐 麻烦侬了 GM辛苦👍
""", "shanghainese, list", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:20", go: garden}
  - {at: "21:50", go: home, peek: peephole}
""", None),

("zh03", "王阿婆", """
搿趟我要动手了哈哈😂😂 九点半我跑到205去寻老张 伊一家头勒屋里就拿伊解决脱 假使有别人勒 我就勿动手 直接转来屋里看窗口
十点钟不管哪能都转去屋里困觉
""", "shanghainese, kill", """
orders:
  - {at: "21:30", go: "205", kill: 老张, if: alone, else: {go: home, peek: window}}
  - {at: "22:00", go: home}
""", "一家头 = alone"),

("zh04", "王阿婆", """
侬帮我记牢哦 九点到十一点 勿管勒啥地方 碰着哈米什一家头 就杀脱伊🔪
其他辰光我就勒娱乐室里白相 八点钟就过去了 嘿嘿
""", "shanghainese, standing kill", """
orders:
  - {at: "20:00", go: "204"}
standing:
  - {kill: Hamish, if: alone, from: "21:00", until: "23:00"}
""", "哈米什 = Hamish"),

("zh05", "王阿婆", """
今朝我勿出去了 脚有点痛😣 就勒屋里从门孔看外头 一夜天都看门孔
有人敲门只让林阿姨跟Margaret进来 别人一概勿开（十点以前哦 我晓得十点以后要开个）
""", "shanghainese, door list", """
door: [林阿姨, Margaret]
orders:
  - {at: "20:00", peek: peephole}
""", None),

("zh06", "王阿婆", """
八点四十我从东面楼梯下去到草坪 吹吹风🌬 九点十分转来 还是走东楼梯 转来以后看窗口
""", "shanghainese, routes", """
orders:
  - {at: "20:40", go: lawn, via: [east-stairs]}
  - {at: "21:10", go: home, via: [east-stairs], peek: window}
""", None),

("zh07", "王阿婆", """
九点钟我到203去寻林阿姨讲讲闲话 伊勒屋里就坐下来 伊勿勒就到花园去
十点钟转去屋里 从猫眼看看 谢谢侬🌹
""", "shanghainese, presence condition", """
orders:
  - {at: "21:00", go: "203", if: {present: 林阿姨}, else: {go: garden}}
  - {at: "22:00", go: home, peek: peephole}
""", None),

("zh08", "王阿婆", """
阿拉想好了 八点到九点勒屋里看窗口 九点到九点半看门孔 九点半到204去 十点二十到207寻Hamish 伊一家头个闲话就结果伊 勿是一家头就转去屋里
困觉前我就勿动了
""", "shanghainese, whole night", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "21:30", go: "204"}
  - {at: "22:20", go: "207", kill: Hamish, if: alone, else: {go: home}}
""", None),

("zh09", "王阿婆", """
哈哈哈 老太婆也要白相侦探游戏😂 我今朝就一桩事体：十点半到花园里去 看看月亮🌙 其他辰光勒屋里 啥也勿看
""", "shanghainese, small night", """
orders:
  - {at: "22:30", go: garden}
""", None),

("zh10", "王阿婆", """
麻烦侬 八点钟开始我从窗口看 看到八点五十 八点五十到娱乐室去 勒娱乐室里向窗口看花园 一直看到结束
""", "shanghainese, 204 window", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:50", go: "204", peek: window}
""", None),

# ---------------- 陈伯 (202, north; 粤语) ----------------
("zh11", "陈伯", """
我哋今晚咁样：八点开始喺房度睇窗 睇住个花园 一路睇到九点 九点两个字落去花园行吓 九点半返屋企瞓觉😴 唔该晒
""", "cantonese, 个字 times", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:10", go: garden}
  - {at: "21:30", go: home}
""", "九点两个字 = 21:10 (Cantonese: one 字 is 5 minutes)"),

("zh12", "陈伯", """
十点正我去201揾Margaret 如果得佢一个人喺度就做咗佢 如果有第二个喺度（佢同王阿婆一间房㗎嘛）我就去204坐 唔该晒🙏
""", "cantonese, kill", """
orders:
  - {at: "22:00", go: "201", kill: Margaret, if: alone, else: {go: "204"}}
""", None),

("zh13", "陈伯", """
八点半去娱乐室倾偈☕ 九点返房 由门口个猫眼睇出去 十点又转返睇窗 多谢晒 GM辛苦晒
""", "cantonese", """
orders:
  - {at: "20:30", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", peek: window}
""", None),

("zh14", "陈伯", """
我八点就落花园坐住 成晚無論喺邊度撞到林阿姨 唔理隔篱有冇人 都照做咗佢
""", "cantonese, standing always", """
orders:
  - {at: "20:00", go: garden}
standing:
  - {kill: 林阿姨, if: always}
""", None),

("zh15", "陈伯", """
九点去205同老张饮茶🍵 如果佢唔开门我就去草坪散吓步
""", "cantonese, door else", """
orders:
  - {at: "21:00", go: "205", else: {go: lawn}}
""", None),

("zh16", "陈伯", """
今晚我成晚喺204度睇窗 睇吓花园有乜人行过 🌙 八点就过去
""", "cantonese, small", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", None),

("zh17", "陈伯", """
今晚我唔开门 边个敲都唔开（十点之前啦 规矩我知）
喺房度睇窗睇足成晚 咁就得啦 😄
""", "cantonese, door closed", """
door: closed
orders:
  - {at: "20:00", peek: window}
""", None),

("zh18", "陈伯", """
我讲下我今晚嘅安排先
八点至八点四个字 喺房睇窗
八点四个字去203揾卡门倾计
九点三十行东边楼梯落花园
十点返屋企 由猫眼睇走廊
有咩唔明再问我 唔该
""", "cantonese, list, 个字", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", go: "203"}
  - {at: "21:30", go: garden, via: [east-stairs]}
  - {at: "22:00", go: home, peek: peephole}
""", "八点四个字 = 20:20; 203 to the garden via the east stairs passes no spot twice"),

("zh19", "陈伯", """
哈哈我谂咗好耐😂 十点四十去203 如果林阿姨自己一个喺度就郁手 唔系就返屋企
之前就喺房度睇窗啦
""", "cantonese, kill late", """
orders:
  - {at: "20:00", peek: window}
  - {at: "22:40", go: "203", kill: 林阿姨, if: alone, else: {go: home}}
""", None),

("zh20", "陈伯", """
九点廿行西边楼梯去草坪 九点五十去花园 十点廿再行西边楼梯返屋企 其他时间喺屋企乜都唔做
""", "cantonese, three walks via", """
orders:
  - {at: "21:20", go: lawn, via: [west-stairs]}
  - {at: "21:50", go: garden}
  - {at: "22:20", go: home, via: [west-stairs]}
""", None),

# ---------------- 林阿姨 (203, south; 繁體, 注音-era habits) ----------------
("zh21", "林阿姨", """
GM辛苦了～😊 偶今晚ㄉ行動如下：
八點到八點半在房間從窗戶看草坪
八點半改從貓眼看走廊
九點去娛樂室跟大家聊天
十點回房間睡覺ㄛ
謝謝您喔🙏
""", "taiwanese traditional, zhuyin particles", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:30", peek: peephole}
  - {at: "21:00", go: "204"}
  - {at: "22:00", go: home}
""", None),

("zh22", "林阿姨", """
十點二十我要去209找Kenji，如果他一個人在房間就把他殺掉，如果房間裡還有別人，就回自己房間從貓眼看ㄅ～
其他時間待在房間就好ㄌ
""", "taiwanese traditional, kill", """
orders:
  - {at: "22:20", go: "209", kill: Kenji, if: alone, else: {go: home, peek: peephole}}
""", None),

("zh23", "林阿姨", """
整個晚上只要遇到王阿婆單獨一個人，就殺了她 🙈🙈 其他時間偶都在花園散步，八點就出門喔～
""", "taiwanese traditional, standing alone", """
orders:
  - {at: "20:00", go: garden}
standing:
  - {kill: 王阿婆, if: alone}
""", None),

("zh24", "林阿姨", """
九點從西邊樓梯下去花園，九點半再走西樓梯回房間，回去後就從窗戶看草坪到結束～ 麻煩您了 ^^
""", "taiwanese traditional, routes", """
orders:
  - {at: "21:00", go: garden, via: [west-stairs]}
  - {at: "21:30", go: home, via: [west-stairs], peek: window}
""", None),

("zh25", "林阿姨", """
八點四十去202找陳伯泡茶聊天🍵 他沒開門的話就去204等他 ㄏㄏ
""", "taiwanese traditional, visit else", """
orders:
  - {at: "20:40", go: "202", else: {go: "204"}}
""", "陳伯 = 陈伯"),

("zh26", "林阿姨", """
８：００～９：００　從窗戶看草坪
９：００～１０：００　從貓眼看
１０：００以後　去草坪走走
醬子就好 謝謝～
""", "taiwanese traditional, full-width numbers", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00", go: lawn}
""", None),

("zh27", "林阿姨", """
十點去204，如果王阿婆在那邊而且只有她一個人，就殺了她，不然就回房間
在那之前偶都在房間用貓眼看
""", "taiwanese traditional, kill in 204", """
orders:
  - {at: "20:00", peek: peephole}
  - {at: "22:00", go: "204", kill: 王阿婆, if: alone, else: {go: home}}
""", None),

("zh28", "林阿姨", """
偶今天比較累ㄌ～只有一件事：九點半去娛樂室看窗戶 看到十一點
門的話除了卡門跟小寶 誰都不要讓他進來喔（十點前）
""", "taiwanese traditional, door list", """
door: [Carmen, 小宝]
orders:
  - {at: "21:30", go: "204", peek: window}
""", "卡門 = Carmen, 小寶 = 小宝; Carmen is her roommate anyway"),

("zh29", "林阿姨", """
八點半去209找Kenji 如果他在就聊天 如果他不在 就把時間拿去花園散步 十點回房間
""", "taiwanese traditional, presence", """
orders:
  - {at: "20:30", go: "209", if: {present: Kenji}, else: {go: garden}}
  - {at: "22:00", go: home}
""", None),

("zh30", "林阿姨", """
哈囉大家好😊 今晚這樣：九點四十到205找老張 ，如果沒人開門我就回房間看窗戶 ，十點二十去草坪
""", "taiwanese traditional", """
orders:
  - {at: "21:40", go: "205", else: {go: home, peek: window}}
  - {at: "22:20", go: lawn}
""", "老張 = 老张"),

# ---------------- 老张 (205, south; 语音转文字) ----------------
("zh31", "老张", """
我说一下我今天晚上的安排啊八点钟我去娱乐是跟大伙聊聊天九点钟回来从门空往外看一直看到十点然后十点去草平溜达溜达
""", "voice-to-text, homophones", """
orders:
  - {at: "20:00", go: "204"}
  - {at: "21:00", go: home, peek: peephole}
  - {at: "22:00", go: lawn}
""", "娱乐是 = 娱乐室, 门空 = 门孔, 草平 = 草坪"),

("zh32", "老张", """
九点二十我去二零三找卡门要是她一个人在屋里我就把她杀了要是屋里还有别人我就回自己屋
""", "voice-to-text, kill", """
orders:
  - {at: "21:20", go: "203", kill: Carmen, if: alone, else: {go: home}}
""", None),

("zh33", "老张", """
今晚上不管在哪碰见林阿姨就把她杀了旁边有人没人都一样我八点半去花圆待着
""", "voice-to-text, standing", """
orders:
  - {at: "20:30", go: garden}
standing:
  - {kill: 林阿姨, if: always}
""", "花圆 = 花园"),

("zh34", "老张", """
八点整我在屋里从窗户往外看八点二十换成门孔八点四十又换窗户九点二十门孔九点四十以后就不看了睡觉
""", "voice-to-text, alternating", """
orders:
  - {at: "20:00", peek: window}
  - {at: "20:20", peek: peephole}
  - {at: "20:40", peek: window}
  - {at: "21:20", peek: peephole}
  - {at: "21:40"}
""", None),

("zh35", "老张", """
十点五十我去花园看看
""", "voice-to-text, one order", """
orders:
  - {at: "22:50", go: garden}
""", None),

("zh36", "老张", """
八点半去二零七找哈米什下棋逗号他不开门就去花园句号九点半回来句号
""", "voice-to-text, dictated punctuation", """
orders:
  - {at: "20:30", go: "207", else: {go: garden}}
  - {at: "21:30", go: home}
""", "逗号/句号 dictated punctuation"),

("zh37", "老张", """
喂喂能听见吗哈哈这个语音转文字真方便我晚上九点五十去草评要是碰到卡门一个人在那就动手没碰到就算了十点半回屋从窗户看
""", "voice-to-text, chatter, kill on lawn", """
orders:
  - {at: "21:50", go: lawn, kill: Carmen, if: alone}
  - {at: "22:30", go: home, peek: window}
""", "草评 = 草坪; no else: 没碰到就算了 = the kill just does not happen; the 22:30 order ends it"),

("zh38", "老张", """
我的计划是这样的八点到九点在鱼乐室从窗户看花园九点到十点在自己屋从窗户看草坪十点以后在自己屋从门孔看走廊辛苦了
""", "voice-to-text, whole night peeks", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: home, peek: window}
  - {at: "22:00", peek: peephole}
""", "鱼乐室 = 娱乐室"),

("zh39", "老张", """
老伴说我太啰嗦了哈哈我就简单说吧九点去二零九找健二聊天十点回来
""", "voice-to-text, visit", """
orders:
  - {at: "21:00", go: "209"}
  - {at: "22:00", go: home}
""", "健二 = Kenji"),

("zh40", "老张", """
今天晚上我门不开谁敲也不开啊十点以前我就在屋里从门孔看着十点以后嘛按规矩开门
""", "voice-to-text, door closed", """
door: closed
orders:
  - {at: "20:00", peek: peephole}
""", None),

# ---------------- 小宝 (police, no room; the grandchild) ----------------
("zh41", "小宝", """
爷爷奶奶们好～我是警察不用杀人😎 今晚我就在204从窗户看花园，九点去草坪转转，十点回204
""", "grandchild police", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: lawn}
  - {at: "22:00", go: "204"}
""", "a police officer without a room starts in 204"),

("zh42", "小宝", """
报告GM👮 九点半我去203敲门问问情况 不开门就去205
""", "grandchild police, door else", """
orders:
  - {at: "21:30", go: "203", else: {go: "205"}}
""", None),

("zh43", "小宝", """
8点去花园 8点50去草坪 9点40回娱乐室看窗户 就这样 奶奶别偷看我的消息哈哈😂
""", "grandchild police, digits", """
orders:
  - {at: "20:00", go: garden}
  - {at: "20:50", go: lawn}
  - {at: "21:40", go: "204", peek: window}
""", None),

("zh44", "小宝", """
今晚走一圈巡逻：8:20 去 201 看看王阿婆，8:40 去 209，9:10 走东楼梯下花园，10:00 回 204
""", "grandchild police, patrol", """
orders:
  - {at: "20:20", go: "201"}
  - {at: "20:40", go: "209"}
  - {at: "21:10", go: garden, via: [east-stairs]}
  - {at: "22:00", go: "204"}
""", None),

("zh45", "小宝", """
不动了 在娱乐室待一晚上 从窗户看 👀
""", "grandchild police, tiny", """
orders:
  - {at: "20:00", go: "204", peek: window}
""", None),

("zh46", "小宝", """
十点二十去207找Hamish 他在就问话 不在就去209找Kenji
""", "grandchild police, presence", """
orders:
  - {at: "22:20", go: "207", if: {present: Hamish}, else: {go: "209"}}
""", None),

("zh47", "小宝", """
今晚：21:00 花园；21:30 草坪（走西边墙根那条小路）；22:10 回204
""", "grandchild police, terse", """
orders:
  - {at: "21:00", go: garden}
  - {at: "21:30", go: lawn, via: [west-path]}
  - {at: "22:10", go: "204"}
""", "西边墙根那条小路 = the west wall path (via west-path)"),

# ---------------- 刘老师 (police, no room; very polite, long reasons) ----------------
("zh48", "刘老师", """
GM您好，辛苦了🙏 我是刘老师。按照规则警察晚上也可以走动，所以我想这样安排：八点整先在204（娱乐室）从窗户观察花园，因为花园是去草坪的必经之路；九点钟下楼到花园里坐一坐；十点钟去草坪，因为断崖那边比较危险，我想看着点。麻烦您了！
""", "polite police, long reasons", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00", go: garden}
  - {at: "22:00", go: lawn}
""", None),

("zh49", "刘老师", """
各位晚上好。我考虑了一下，凶手多半会在十点以后动手，因为十点以后房客必须开门。所以十点以前我在娱乐室从窗户看，十点整我去205老张那里坐着，十点半再去203。谢谢您的辛苦安排！
""", "polite police, reasoning", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "22:00", go: "205"}
  - {at: "22:30", go: "203"}
""", None),

("zh50", "刘老师", """
麻烦您：八点二十我去202拜访陈伯，如果陈伯不在房间，就请安排我去花园；九点二十回到娱乐室。打扰了🙏
""", "polite police, presence", """
orders:
  - {at: "20:20", go: "202", if: {present: 陈伯}, else: {go: garden}}
  - {at: "21:20", go: "204"}
""", None),

("zh51", "刘老师", """
GM辛苦了！今晚我只有一个安排：九点十分经东楼梯下到花园，一直在花园里，不再走动。原因是东楼梯离209、204最近，我想顺路看一看。谢谢！
""", "polite police, via", """
orders:
  - {at: "21:10", go: garden, via: [east-stairs]}
""", None),

("zh52", "刘老师", """
您好！我想整晚都在娱乐室，八点到九点从窗户往花园看，九点以后就坐着和来的人聊天，不看窗外了。这样可以吗？辛苦您了。
""", "polite police, stop peeking", """
orders:
  - {at: "20:00", go: "204", peek: window}
  - {at: "21:00"}
""", "21:00 with only at: stays in 204, stops peeking"),

("zh53", "刘老师", """
晚上好🌹 八点半我去209找Kenji了解情况，他不开门的话我就去207找Hamish；九点半到草坪；十点半回娱乐室从窗户看。谢谢您，辛苦了！
""", "polite police, chain", """
orders:
  - {at: "20:30", go: "209", else: {go: "207"}}
  - {at: "21:30", go: lawn}
  - {at: "22:30", go: "204", peek: window}
""", None),

("zh54", "刘老师", """
各位长辈好，我是刘老师。昨天小宝教会了我怎么发指令，现在试一试：十点十分我从西楼梯下去到花园，十点四十回娱乐室。如有不妥请指正，谢谢！
""", "polite police, via west", """
orders:
  - {at: "22:10", go: garden, via: [west-stairs]}
  - {at: "22:40", go: "204"}
""", "204 to the garden via the west stairs passes no spot twice"),

("zh55", "王阿婆", """
Margaret讲伊今朝夜里勿出去 我就陪陪伊 勒屋里向 八点钟看窗口 九点钟看猫眼 十点钟以后啥也勿看了 讲讲闲话 谢谢侬小宝教阿拉😘
""", "shanghainese, stay home", """
orders:
  - {at: "20:00", peek: window}
  - {at: "21:00", peek: peephole}
  - {at: "22:00"}
""", None),

("zh56", "陈伯", """
唔好意思今日好攰 我净系九点半去204坐吓 十点半返屋企 其他时间喺屋企唔郁 🙏
""", "cantonese, small night", """
orders:
  - {at: "21:30", go: "204"}
  - {at: "22:30", go: home}
""", None),
]

REFUSALS = [
("zh57", "王阿婆", """
我跟Margaret一个房间 夜里十点半趁伊困着了 我就拿伊杀脱 勿要告诉别人哦🤫
""", ["Margaret", "目标", "target", "老张", "Hamish"], "五.10 每人只能从自己的两个目标中任选一人杀死，不可滥杀无辜: Margaret is not one of 王阿婆's targets (老张, Hamish)"),

("zh58", "王阿婆", """
八点半我到走廊里立一歇 看看啥人走过 九点钟转去屋里
""", ["走廊", "corridor", "八", "站"], "八: 不能在走廊里来回走动，或站在走廊里不动 (ADJUDICATION 3: the corridor is never a destination)"),

("zh59", "陈伯", """
八点三个字我落花园行吓 九点返屋企
""", ["8:15", "20:15", "三个字", "10", "整"], "五.4 每次行动开始时间必须是10的整数倍: 八点三个字 is 20:15"),

("zh60", "陈伯", """
九点我想落楼下大堂坐吓 睇吓有冇人出入 十点返房
""", ["大堂", "大厅", "一楼", "hall", "lobby", "地方", "place"], "三.2 一层是大厅（本游戏中不出现）: the ground-floor hall is not a place of the game"),

("zh61", "林阿姨", """
九點去202陳伯那邊，借用他房間的窗戶看花園，看到十點～
""", ["自己", "own room", "202", "窗户", "窗戶", "window"], "五.3(1) 待在自己房间里向外窥视: peeking only from one's own room (or the window of 204)"),

("zh62", "林阿姨", """
偶想好了 十點去娛樂室 王阿婆跟Kenji 兩個都殺掉 ㄏㄏ
""", ["两个", "兩個", "一人", "一个", "只能", "one of", "only one"], "五.10 每人只能从自己的两个目标中任选一人杀死: not both targets"),

("zh63", "老张", """
我在二零五屋里从窗户往外看花园一直看到十点
""", ["205", "朝南", "草坪", "花园", "south", "lawn", "garden"], "三.2/五.3(1): 205 faces south; its window sees the lawn, not the garden"),

("zh64", "老张", """
晚上七点半我就去娱乐室坐着等大家八点半回屋
""", ["7:30", "19:30", "七点半", "20:00", "8点", "八点"], "五.1 杀人时段是晚上8点-11点: 19:30 is before the night"),

("zh65", "小宝", """
今晚我在娱乐室用猫眼盯着走廊 看谁走来走去👀
""", ["猫眼", "门孔", "peephole", "204", "娱乐室"], "五.3(3)/ADJUDICATION 1: from 204 only the window; a peephole only from one's own room"),

("zh66", "小宝", """
十点我去209把Kenji干掉 哈哈 警察也想玩一下😆
""", ["警察", "police", "杀", "kill"], "五.13 杀人时段警察没有任务 / ADJUDICATION 5: police cannot kill"),

("zh67", "刘老师", """
GM您好，辛苦了。我想晚上十一点半再去草坪看一看，因为那时候大家都睡了，凶手可能会去处理现场。谢谢！
""", ["11:30", "23:30", "十一点", "23:00", "11点"], "五.1: the night ends at 11 (11点之后统统睡觉); 23:30 is outside it"),

("zh68", "王阿婆", """
九点钟我一边勒花园里散步 一边勒娱乐室看窗口 两面都照顾到 哈哈
""", ["同时", "一件事", "两个地方", "兩個地方", "one thing", "two places", "both"], "五.2 每10分钟之内每名房客可以选择干一件事: one person cannot be in the garden and in 204 at once"),

("zh69", "陈伯", """
今晚我成晚都唔开门 十点之后有人敲都唔开 我怕死😂
""", ["22:00", "十点", "10点", "必须开门", "must open", "五.12"], "五.12 晚上10点以后有人来敲房客的门，房客必须开门"),

("zh70", "老张", """
九点我去草坪路上我趴地上爬过去别让人看见哈哈
""", ["匍匐", "爬", "趴", "古怪", "crawl"], "五.8 房客不能以匍匐前进等古怪方式防止自己被人看到"),
]
