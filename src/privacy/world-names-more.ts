/**
 * More given names and surnames that compromise's English lexicon leaves out, written from general
 * knowledge of each country's common names (national name-frequency lists of the kind statistics offices
 * publish; public facts, typed here, no labelled text): German-speaking, French, Italian, Iberian and
 * Latin American, Dutch and Flemish, Nordic, Irish, Scottish and Welsh, Polish, Czech, Slovak, Hungarian,
 * Romanian, Balkan, Baltic, Greek, Hebrew, Filipino, Indonesian and Malay, Thai, Pacific and Maori.
 * Folded to lower-case ASCII as fold() in person-names.ts does; merged by lexicon-build.ts like
 * world-names.ts (a name that is also an English word stays "ambiguous": it needs a surname or a cue).
 */
export const MORE_GIVEN_NAMES = (
  // Ethiopian and Eritrean (Amharic, Tigrinya, Oromo; surnames are fathers' given names, listed below too)
  "abebe abeba almaz alem alemayehu amanuel aster ayana bekele berhane berhanu bethlehem biniam bisrat dawit desta eden eyerusalem eyob fikru fitsum genet " +
  "getachew girma haile hailu hana helen hirut hiwot kebede kidist lemlem liya mahlet mekdes melat meron mesfin meseret mulugeta natnael netsanet rahel " +
  "samrawit selam selamawit semhar senait sewit solomon tadesse tekle tesfaye tigist tsion yared yemane yodit yohannes yonas zewdu feven ruth mekonnen " +
  // German-speaking
  "anneliese annelie annika anke antje barbel brigitte dagmar doris elke frauke gabi gerda gisela greta gudrun heike helga hildegard ilse imke ingeborg inge " +
  "jutta karin kerstin lieselotte liesel lotte magda margarete marlene mechthild monika petra renate rosemarie sabine silke svenja tanja ulrike ursula uta ute waltraud wiebke " +
  "achim albrecht arnd axel bernd burkhard detlef dirk eckhard egon ekkehard florian friedrich fritz gerd gerhard gottfried gunter gunther hans hansjorg hartmut heiko heiner " +
  "heinrich heinz helmut helmuth henning holger horst ingo joachim jochen kai karsten klemens konrad kurt lutz malte manfred markus matthias meinhard niklas norbert ortwin " +
  "ottmar rainer reinhard reinhold rudiger siegfried steffen sven thilo thorsten tobias torsten ulf ulrich volker werner wilfried wilhelm wolf wolfram jannik jannis leonie " +
  "lea luisa marie mila emilia johanna charlotte ida frieda lina ella clara paula amelie nele kira jule merle lotta wiebke ole hannes jonte mats tjark bjarne fiete janne " +
  // French and Belgian
  "adele adrienne agathe amandine anais aurelie axelle berenice blandine brigitte capucine cecile celine chantal christelle clemence coralie delphine elise eloise emeline " +
  "eugenie fabienne florence gaelle genevieve geraldine helene heloise ines isabelle jacqueline josiane laetitia lea lucie madeleine maelle margaux marion maryse melanie " +
  "mireille morgane nathalie oceane odile pascale perrine raphaelle sandrine segolene severine solene sylvie valerie veronique yvette yvonne zoe " +
  "alain alexis amaury andre arnaud aurelien bastien benoit bertrand cedric christophe clement corentin cyril damien denis didier dominique emmanuel eric fabien " +
  "fabrice florent francois frederic gael gaetan gerard gilles gregoire herve hugues jacques jean jeremie jerome joel julien laurent lionel loic lucien marcel maxime " +
  "michel nicolas olivier pascal patrice philippe quentin remi renaud romain sebastien serge stephane sylvain thierry timothee tristan valentin vincent xavier yann yannick yves " +
  // Italian
  "alessia alessandra annalisa antonella arianna benedetta camilla carla caterina cinzia claudia cristina daniela donatella elena eleonora emanuela fabiola francesca " +
  "gianna ilaria letizia lucrezia marcella margherita marta michela monica nicoletta ornella paola raffaella roberta rossella sabrina serena silvia simona stefania teresa valeria viola " +
  "alberto aldo angelo antonio arturo carlo cesare claudio corrado cristiano dario davide domenico edoardo emanuele enrico enzo ettore fabio fabrizio filippo franco " +
  "gabriele gianluca gianni giacomo gino giorgio giulio guido ignazio luca luciano luigi marcello mario massimo maurizio michele nicola paolo pietro raffaele renato " +
  "riccardo roberto rocco salvatore sandro simone stefano tommaso umberto valerio vincenzo vittorio " +
  // Iberian and Latin American
  "adriana agustina alba alejandra alicia amparo araceli ximena azucena belen blanca catalina cayetana concepcion consuelo constanza daniela dayana esperanza estefania " +
  "eugenia fernanda florencia graciela guadalupe ines inmaculada itziar jimena josefina julieta lorena lourdes luciana macarena maite marisol milagros montserrat " +
  "nerea nieves noelia paloma pilar remedios rocio rosario soledad susana yolanda zulema ainhoa aitana anabel andrea antonia aurora candela carolina celia cristina elvira " +
  "adrian agustin alfonso alfredo andres aurelio benjamin bernardo cesar cristobal emilio enrique esteban eduardo ernesto federico felipe gonzalo guillermo gustavo hector " +
  "hernan hugo ignacio inigo jaime jesus joaquin julio leandro leonel lisandro lorenzo marcelo mariano martin mauricio maximiliano nicolas octavio osvaldo patricio ramiro " +
  "ricardo roberto rodrigo rogelio ruben salvador santiago sebastian tomas ulises valentin xavi xabier aitor unai iker asier gorka joseba mikel txema " +
  "conceicao graca fatima joana leonor margarida marta rita teresa goncalo duarte afonso rui nuno vasco tomas diogo joaquim sergio jaqueline gisele " +
  // Dutch and Flemish
  "anouk annemiek annelies anneke astrid bregje carlijn charlotte danique eline els emma esther eva fenna femke floor floortje froukje hanneke hester ilse inge " +
  "iris janneke jantine jet jolien karlijn lieke lies lieve liesbeth linde lotte maaike manon marieke marjolein mieke mirjam noor nienke roos sanne saskia silke " +
  "sofie tamara tessa tineke wendy willemijn wilma yvette " +
  "arjen bart bas bert boudewijn casper cees coen daan dirk diederik evert floris frank frits gerrit geert gert gijs hendrik hidde huub jaap jan jasper jeroen " +
  "jesse job joep joris jos jurriaan kees koen lars laurens maarten marijn mark martijn maurits melle merijn niels pieter piet reinier remco rens rick rik rob " +
  "roel ruben ruud sander sjoerd stijn teun thijs tijs twan wessel wietse willem wim wouter " +
  // Nordic
  "agnes aino alva annika asta aud bodil borghild dagny ebba eira elin elsa embla frida gudrun gunhild hedda helmi hilde ingeborg inger jorunn karin kirsten kristin " +
  "liv lovisa malin marit mette nanna oda pernille ragnhild randi rannveig saga signe siri solveig sunniva svanhild thea tiril tone tuva turid unni vigdis vilde wenche " +
  "aksel arne arvid asbjorn birger bjarne dag einar eirik eskil espen fredrik frode geir gunnar gustav haakon hakon halvard harald helge ivar jarle jorgen kare " +
  "kjell knut leif mads mathias mikkel morten odd oddvar oskar petter ragnar roald rune sigurd stein steinar stian sverre terje thor thorvald tor tore torbjorn trond " +
  "trygve ulrik vegard yngve aleksi antti eero elias emil hannu heikki ilkka jaakko janne jari jarmo juha juhani jukka jussi kalle kari kimmo lauri markku matti mikko " +
  "olli paavo pekka petri riku sami seppo tapani tapio teemu timo toni tuomas tuomo vesa ville aila anneli eija heli hilkka kaisa katja kirsi leena liisa maarit " +
  "marjatta minna noora paivi pia pirjo riikka ritva satu sirpa suvi tiina tuula tuulikki ulla virpi jon gudmundur sigridur kristjan olafur bjork hallgrimur thordis " +
  // Irish, Scottish, Welsh, English-speaking
  "aine aisling aoife ciara clodagh deirdre eabha eimear niamh orla orlaith roisin saoirse sinead siobhan sorcha una grainne caoimhe mairead maeve nuala " +
  "aidan cathal cian cillian colm conall conor cormac darragh declan diarmuid donal donnacha eamon eamonn eoin fearghal fergal fionn lorcan niall oisin padraig " +
  "ronan ruairi seamus sean tadhg tiernan fiachra dermot kieran ciaran callum ewan fraser hamish lachlan murdo struan alasdair angus euan iain kirsty ailsa isla " +
  "morag fiona catriona eilidh mhairi rhona gwen gwyneth rhiannon sian bethan carys cerys ffion nia lowri angharad dafydd dylan emrys gareth gethin huw ieuan " +
  "iwan llew llewellyn owain rhodri rhys tomos aled bryn cai osian " +
  "rafferty bartholomew barnaby benedict cassius cosmo crispin digby evander fitzgerald hartley jolyon lysander montague peregrine quentin rupert thaddeus tobias " +
  "ambrose anselm atticus auberon caspian cedric clement cornelius dorian fletcher ignatius leopold lucian octavia ottilie persephone philippa rosalind seraphina " +
  "temperance theodora wilhelmina winifred araminta clementine imogen jemima marigold tamsin xanthe " +
  // Polish, Czech, Slovak, Hungarian, Romanian, Balkan, Baltic, Greek
  "agnieszka aleksandra beata bozena danuta dorota elzbieta ewa grazyna halina iwona izabela jadwiga joanna justyna kasia katarzyna krystyna magdalena malgorzata " +
  "marzena monika renata urszula wanda weronika zofia zuzanna bartosz bogdan dariusz grzegorz jacek jakub janusz jaroslaw kamil krzysztof lukasz maciej marcin mariusz " +
  "michal mikolaj pawel piotr przemyslaw radoslaw radek rafal slawomir szymon tadeusz tomasz wojciech zbigniew zdzislaw " +
  "bohumil jaroslav jiri karel ladislav lubos miloslav miroslav ondrej premysl radek stanislav vaclav vojtech zdenek blanka dagmar hana jana jitka lenka libuse " +
  "marketa milena sarka vlasta zdenka zuzana " +
  "attila balazs bence csaba gabor gergely gyorgy imre istvan janos laszlo levente miklos sandor szabolcs tamas zoltan zsolt agnes aniko csilla erzsebet eszter " +
  "ildiko judit katalin krisztina orsolya reka timea zsofia zsuzsanna " +
  "andrei bogdan catalin cosmin constantin dragos florin horia ionut iulian mihai mircea ovidiu radu razvan sorin stefan tudor valentin adina alina anca andreea " +
  "bianca corina cristina ioana irina iulia loredana madalina mihaela oana raluca roxana simona " +
  "aleksandar bojan branko darko dejan dragan goran igor ivica jovan marko milan milos nemanja nikola predrag slobodan srdjan vladimir zoran zeljko ana biljana " +
  "dragana gordana jelena jovana ljiljana maja marija milica mirjana natasa snezana svetlana tamara vesna teodora luka mateja nika spela tina urska " +
  "andris arturas aivars dainis gintaras janis juris karlis kestutis mindaugas raimonds rimantas tomas valdas vytautas egle ieva inga indre kristine laima liga " +
  "rasa ruta sandra vaida zane kadri katrin kersti liina mari merike piret reet tiina triin aivar andres jaan kalev margus priit rein taavi toomas urmas " +
  "anastasios athanasios christos dimitrios evangelos georgios ioannis konstantinos nikolaos panagiotis spyros stavros thanos vasilis yannis yiorgos " +
  "aikaterini anastasia chrysa despina eleni evangelia georgia ioanna katerina konstantina maria sofia vasiliki zoe " +
  // Hebrew, Filipino, Indonesian and Malay, Thai, Pacific and Maori
  "avi avraham chaim dov eitan elad gal gilad itai itamar lior moshe noam ohad omri oren ron shai shlomo tal uri yael yoav yonatan yossi ziv " +
  "adi dafna galit hadas liat maya michal noa orly shira tamar yarden " +
  "jericho jomar jun junjun marvin mico paolo rhea jhong joy rowena maricel marites jocelyn rizalina danilo rommel rodel ariel aldrin arnel " +
  "agus ahmad bambang budi dewi eko fitri hendra indah joko kartika lestari nurul putri rizky sari setiawan siti sri wahyu wulan yudi yuliana " +
  "anong chai kanya kamon malee niran somchai somsak sunisa supachai thanawat wanida " +
  "aroha hemi manaia mere nikau rangi tama tane wiremu kahu ngaire tui mele sione losa tevita" +
  // Nguni and Sotho (Zulu, Xhosa, Ndebele, Swazi)
  " nokuthula nokwanda nomfundo nompumelelo nosipho nozipho nombuso nomsa nonhlanhla nothando sibongile sizwe sifiso sandile sanele mthunzi mlungisi lungile " +
  "lungelo langa jabulani khanya thando thuli thulisile zandile zola nkosana bheki dumisani mxolisi njabulo sbu sihle siphesihle siphiwe snenhlanhla " +
  "ayanda asanda anele bonginkosi busani fezile khaya lindani luyanda mbuso mfundo mpumelelo nhlanhla ntokozo phumzile qiniso sakhile simphiwe themba " +
  "thabani vusi wandile xolani zama zanele zinhle zukiswa " +
  // Nepali
  "bishnu krishna hari shyam prakash suman sunita bikash binod dipak deepak ganesh kamala laxmi manish nabin pradeep roshan sabina sagar saroj sarita " +
  "shanti sujan sushma umesh anish aashish bibek bijay dinesh gopal kiran madhav nirmala pramila rabin rajan ramesh sabita santosh sudip sunil sushil " +
  "rupesh bimala gita sita durga parbati saraswati pasang pemba dorje lhakpa mingma nima tenzing " +
  // Sinhala and Tamil (Sri Lanka)
  "dilshan kasun nuwan chamara chathura isuru lahiru malith nimal ruwan sanath tharindu upul asanka dilani nadeesha nilmini sanduni sachini thilini " +
  "chamari dinuka dasun dhanushka gayan hasitha janaka kusal lasith mahela pathum sahan shehan thisara udara kumudu madushani nethmi piumi sewwandi tharushi " +
  "kavinda kaveesha sachith chanaka ishara nipuni rashmi shanika dilrukshi " +
  // Kazakh, Kyrgyz, Uzbek
  "aigerim aruzhan yerlan nursultan aliya askar dauren madina nurlan zhanna saule gulnara bauyrzhan daniyar arman asel aizhan ainur akbota aidos " +
  "ayan azamat bekzat dana dinara gaukhar kairat kanat marat meruert nazerke nurzhan olzhas rauan sabina samal talgat timur yerzhan zarina zhanar " +
  "aibek almaz bakyt chingiz elmira gulmira jyldyz kubanych nurbek aziz bekzod dilnoza jasur jahongir lola malika nodira otabek sardor shahzod ulugbek " +
  // Tongan, Samoan, Fijian
  "siosaia sione tevita viliami losaline mele lupe salote sela semisi sitani taniela tomasi ofa pita kalolaine mosese fifita havili tupou " +
  "tavita ioane sefo faamoana leota aumua fuimaono losa malia manu ana sina talia iosefa lagi mikaele ratu jone litia mere timoci vilisoni " +
  // Turkish
  "kerem emre burak mert cem deniz ege eren furkan hakan kaan murat ozan serkan tolga volkan zeynep elif ayse merve busra ceren derya ebru esra gizem " +
  "irem melike ozge selin sevgi tugce yagmur baris berk caner cihan dogan emir enes erkan gokhan halil ilker koray levent oguz onur orhan sinan tarik ugur " +
  "umut yavuz aslihan asli basak burcu dilek duygu ece eda gamze hande ilayda nur pinar seda sibel tuba"
).split(/\s+/);

export const MORE_SURNAMES = (
  "tesfaye kebede girma haile tadesse alemu bekele wolde woldemariam tekle gebre gebremedhin gebremariam negash mengistu mekonnen desta abebe hailu getachew assefa " +
  "berhe berhane yohannes tesfay kidane asfaw demissie lemma tessema worku zewdu ayele " +
  "muller mueller schmidt schneider fischer weber meyer wagner becker schulz hoffmann schafer koch bauer richter klein wolf schroder neumann schwarz zimmermann " +
  "braun kruger hofmann hartmann lange schmitt werner krause meier lehmann schmid schulze maier kohler herrmann konig walter huber kaiser fuchs peters lang scholz " +
  "moller weiss jung hahn vogel friedrich keller gunther frank berger winkler roth beck lorenz baumann franke albrecht schuster simon ludwig bohm winter kraus " +
  "martin bernard dubois thomas robert richard petit durand leroy moreau laurent lefebvre michel garcia david bertrand roux vincent fournier morel girard andre " +
  "mercier dupont lambert bonnet francois martinez legrand garnier faure rousseau blanc guerin muller henry roussel nicolas perrin morin mathieu clement gauthier " +
  "dumont lopez fontaine chevalier robin masson sanchez gerard nguyen boyer denis lemaire duval joly gautier roger roche roy noel meyer lucas meunier jean perez " +
  "rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti deluca mancini costa giordano rizzo lombardi moretti barbieri fontana " +
  "santoro mariani rinaldi caruso ferrara galli martini leone longo gentile martinelli vitale lombardo serra coppola desantis dangelo marchetti parisi villa conte " +
  "ferraro ferri fabbri bianco marini grasso valentini messina sala deangelis gatti pellegrini palumbo sanna farina rizzi monti cattaneo morelli amato silvestri " +
  "garcia fernandez gonzalez rodriguez lopez martinez sanchez perez gomez martin jimenez ruiz hernandez diaz moreno alvarez munoz romero alonso gutierrez navarro " +
  "torres dominguez vazquez ramos gil ramirez serrano blanco suarez molina morales ortega delgado castro ortiz rubio marin sanz nunez iglesias medina garrido " +
  "santos castillo cortes lozano guerrero cano prieto mendez calvo cruz gallego vidal leon herrera marquez pena flores cabrera campos vega fuentes carrasco diez " +
  "silva santos ferreira pereira oliveira costa rodrigues martins jesus sousa fernandes goncalves gomes lopes marques alves almeida ribeiro pinto carvalho teixeira " +
  "moreira correia mendes nunes soares vieira monteiro cardoso rocha neves coelho cruz cunha pires ramos reis simoes antunes matos fonseca machado araujo barbosa " +
  "dejong jansen devries vandenberg vandijk bakker janssen visser smit meijer mulder degroot bos vos peters hendriks vanleeuwen dekker brouwer dewit dijkstra smits " +
  "degraaf vandermeer vanderlinden kok jacobs haan vermeulen vandenbosch huisman peeters maes claes goossens wouters willems mertens dubois lambert dupont " +
  "hansen johansen olsen larsen andersen pedersen nilsen kristiansen jensen karlsen johnsen pettersen eriksen berg haugen hagen johannessen andreassen jacobsen " +
  "dahl jorgensen halvorsen henriksen lund sorensen jakobsen moen gundersen iversen strand solberg svendsen eide knutsen martinsen paulsen bakken kristoffersen " +
  "mathisen lie amundsen nguyen rasmussen nielsen christensen madsen thomsen poulsen johansson andersson karlsson nilsson eriksson larsson olsson persson svensson " +
  "gustafsson pettersson jonsson jansson hansson bengtsson lindberg lindqvist lindstrom lindgren lundberg lundqvist berglund bergstrom sandberg forsberg sjoberg " +
  "korhonen virtanen makinen nieminen makela hamalainen laine heikkinen koskinen jarvinen lehtonen lehtinen saarinen salminen heinonen niemi heikkila kinnunen " +
  "murphy kelly sullivan walsh smith obrien byrne ryan oconnor oneill reilly doyle mccarthy gallagher doherty kennedy lynch murray quinn moore mcloughlin carroll " +
  "connolly daly connell wilson dunne brennan burke collins campbell clarke johnston hughes farrell fitzgerald brown martin maguire nolan flynn thompson callaghan " +
  "odonnell duffy mahony boyle healy shea white sweeney hayes kavanagh power mcgrath moran brady stewart casey foley fitzpatrick leary mcdonnell macdonald mackenzie " +
  "maclean macleod mackay fraser robertson ross paterson henderson ferguson mcintyre mcgregor sinclair buchanan davies jones williams evans thomas roberts lewis " +
  "hughes morgan griffiths edwards owen price jenkins rees lloyd powell pritchard parry vaughan howells llewellyn bevan " +
  "nowak kowalski wisniewski wojcik kowalczyk kaminski lewandowski zielinski szymanski wozniak dabrowski kozlowski jankowski mazur kwiatkowski krawczyk kaczmarek " +
  "piotrowski grabowski zajac pawlowski michalski krol wieczorek jablonski wrobel nowakowski majewski olszewski stepien malinowski jaworski adamczyk dudek nowicki " +
  "novak svoboda novotny dvorak cerny prochazka kucera vesely horak nemec pokorny marek pospisil hajek jelinek kral ruzicka benes fiala sedlacek dolezal zeman " +
  "nagy kovacs toth szabo horvath varga kiss molnar nemeth farkas balogh papp takacs juhasz lakatos meszaros olah simon racz fekete " +
  "popescu ionescu popa pop radu dumitru stan stoica gheorghe matei ciobanu constantin mocanu marin tudor dinu munteanu " +
  "jovanovic petrovic nikolic markovic djordjevic stojanovic ilic stankovic pavlovic milosevic horvat kovacevic babic maric juric novak kovac knezevic vukovic " +
  "papadopoulos papadakis georgiou dimitriou nikolaidis konstantinidis karagiannis vlachos angelopoulos oikonomou christodoulou ioannou " +
  "cohen levi mizrahi peretz biton friedman shapiro katz goldberg rosenberg weiss klein azoulay avraham dahan " +
  "dela cruz delacruz reyes santos bautista ocampo mendoza garcia aquino castillo villanueva ramos tolentino manalo navarro " +
  "santoso wijaya halim susanto gunawan kusuma hidayat saputra pratama nugroho setiawan wibowo rahman ismail abdullah tan lim " +
  "ngata parata tuhiwai walker" +
  // Nguni, Nepali, Sri Lankan, Kazakh, Pacific and Turkish surnames
  " dlamini ndlovu nkosi mthembu khumalo ngcobo mkhize buthelezi sithole mahlangu shabalala zwane ntuli cele mabaso ncube sibanda nyoni mpofu " +
  "mabuza mazibuko ngubane nxumalo radebe xaba zungu gumede hlongwane khoza magagula maseko mhlongo msimang ndaba shezi vilakazi " +
  "shrestha thapa gurung tamang limbu magar adhikari karki khadka poudel paudel bhattarai koirala acharya basnet bhandari dahal ghimire maharjan " +
  "neupane pokharel regmi rijal sapkota subedi timsina sherpa baral bista chhetri dhakal gautam khanal lamichhane oli pandit rana tiwari upreti " +
  "perera fernando jayasuriya jayawardena wickramasinghe bandara dissanayake gunawardena herath rajapaksa ranasinghe senanayake weerasinghe " +
  "wijesinghe rathnayake samarasinghe jayasinghe karunaratne liyanage mendis pathirana wickremesinghe abeysekera amarasinghe ekanayake gamage " +
  "nurlanov abenov akhmetov bekov dzhaksybekov iskakov kassymov nurpeisov omarov sadykov seitkali suleimenov tokayev zhumabayev " +
  "taufa fifita tupou lolohea moala havili fonua mahe tuipulotu kioa vake latu taumalolo vaipulu tuilagi aumua fuimaono leota faamausili sapolu " +
  "yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin kara koc kurt ozkan simsek polat korkmaz erdogan " +
  "aksoy akin aktas bulut gunes karaca kocak kose tekin tas unal yalcin yavuz yucel cakir"
).split(/\s+/);
