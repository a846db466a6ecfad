/**
 * Common given names and surnames from the regions compromise's English lexicon leaves out (its ~3,000
 * first names and ~900 surnames are mostly Anglo-American): West, East and Southern African, Arabic and
 * Persian, South Asian, Chinese (pinyin), Vietnamese, Korean, Japanese, Turkish, Slavic, Portuguese,
 * Spanish and Nordic. Written from general knowledge of each region's most frequent names (census-style
 * lists), not from any labelled text; folded to lower-case ASCII as fold() in person-names.ts does.
 * lexicon-build.ts merges them into the name lexicon: a given name that is also an ordinary English
 * word becomes an "ambiguous" first name (needs a surname or a cue), and surnames that are English words
 * are left out.
 */
export const WORLD_GIVEN_NAMES = (
  // West Africa (Yoruba, Igbo, Hausa, Akan, Ewe)
  "ade adebayo adebola adedayo adekunle adeola adesola adewale adeyemi afolabi ayodele ayo ayomide babajide bamidele bisi bolaji bukola damilare damilola dayo " +
  "ebun femi folake folasade funke funmi funmilayo gbenga ibukun ife ifeoluwa iyabo jide jumoke kayode kehinde kemi kunle lola lanre moji moyo niyi oladele olamide " +
  "olu olufemi olumide oluwaseun oluwatobi oluwadamilare oyin oyinkansola segun seun shola simisola sola sunday taiwo tayo temi temitope tobi tolu tunde wale " +
  "yemi yewande yinka adaeze adanna amaka amarachi chiamaka chidi chidinma chiamaka chika chikwado chinedu chinonso chioma chinwe chukwudi chukwuemeka ebere emeka " +
  "ifeoma ifeanyi ikechukwu ikenna kelechi ngozi nkechi nnamdi nneka obinna obiora ogechi okechukwu onyeka uchenna uche ugochi uzoma nnenna ezinne somto " +
  "abubakar aminu aisha bello fatima garba hadiza hauwa ibrahim idris kabiru musa sani umar usman yakubu zainab zainabu halima bashir nasir " +
  "kwame kwabena kwaku kwasi kofi kojo yaw ama akosua abena adwoa afua akua efua esi yaa kwesi kobina ekow fiifi nana akwasi " +
  // East and Southern Africa
  "wanjiru wambui njeri wanjiku nyambura achieng atieno akinyi awino otieno odhiambo ochieng omondi onyango kamau mwangi njoroge kariuki kimani wafula baraka " +
  "juma zawadi neema imani amani rehema halima faraji tumaini amara amani " +
  "thabo thandiwe themba thulani sipho sibusiso siyabonga nomsa nomvula nomvula lindiwe lerato lethabo palesa busisiwe bongani mandla nkosinathi zanele zodwa " +
  "andile ayanda buhle lwazi mbali mpho naledi refilwe tshepo tumelo kagiso karabo katlego dineo boitumelo ntombi nandi zinhle khanyisile " +
  // Arabic, Persian, Turkish
  "ahmad ahmed ali amir amira anas aya ayman basma bilal dalia fadi faisal farah fatma ghada hadeel hala hamza hana hani hassan hatem hiba hind hussein " +
  "ibrahim imad jamal jamila karim khaled khalid layla leila lina mahmoud majid malak mariam marwan mona mustafa nabil nadia nour omar rami rana rania rashid " +
  "reem saeed salma sami samir sara tariq walid yara yasmin yousef youssef yusuf zaid zeinab ziad abdullah abdulrahman ayesha hamid hadi hoda rasha nasser " +
  "arash babak dariush farhad farid hossein kaveh mehdi mina nasrin parisa payam reza roya sahar shirin siamak parvin " +
  "ahmet ayse burak can cem deniz elif emre emine hakan hatice kemal mehmet murat mustafa ozlem selin serkan tuba yusuf zeynep oguz baris gokhan cansu ebru " +
  // South Asia
  "aarav aditi aditya akash amit anand anika anil anjali ankit anusha arjun aruna ashok ayush deepak deepika devi dinesh divya gaurav geeta harish indira " +
  "jaya kamala kavya kiran krishna lakshmi madhu manish meena meera mohan nandini neha nikhil nisha pooja prakash pranav prasad preeti priya priyanka rahul " +
  "raj rajesh rakesh ramesh ravi rekha rohan rohit sachin sandeep sanjay santosh sapna shreya shruti siddharth sneha sunil sunita suresh swati tanvi varun " +
  "vijay vikram vinod vishal vivek yash sunitha lakshman venkat srinivas harini karthik kunal manoj naveen pallavi radhika sangeeta shalini usha asha ashish " +
  "farhan imran irfan kamran nadeem rizwan saima sana shahid tahir zubair zara ayan arnab debashish souvik sourav subhash tanushree rahim karim " +
  // Chinese (pinyin), Vietnamese, Korean, Japanese
  "wei fang jing jun lei ling min ming ning ping qiang qing tao ting xia xiao xin xiu yan yang ying yong yu yun zhen zhi zhong hui jie juan lan li lin hao " +
  "bao chau cuong dung duc giang hai hanh hieu hoa hoai hong hung huong huy khanh khoa lan linh long mai minh nam nga ngoc nhung phuong quan quang " +
  "quynh son tam tan thanh thao thi thu thuy tien trang trinh trung tuan tung uyen van viet vinh xuan yen anh dat dung hoang hien loan nhi phuc sang tai thuan " +
  "minjun seojun jiho jiwoo seoyeon jiyeon minji soyeon hyun jisoo yuna eunji hyejin jihoon donghyun seungmin " +
  "haruto yuto sota yuki hiroshi takashi kenji kenta daiki ryo sho yui yuna hina aoi sakura haruka misaki yuko keiko naoko tomoko akiko hiroko kaito ren riku " +
  // Slavic, Baltic, Hungarian, Greek
  "agnieszka aleksander aleksandra andrzej anna barbara bartosz beata dariusz dorota ewa ewelina grzegorz jakub jan janusz joanna kamil kasia katarzyna " +
  "krzysztof lukasz maciej magda magdalena malgorzata marcin marek mariusz marta mateusz michal monika pawel piotr przemyslaw radoslaw rafal sebastian szymon " +
  "tomasz wiktor wojciech zbigniew zofia iwona jolanta kinga weronika wiktoria oskar tadeusz cezary bozena danuta halina krystyna teresa urszula " +
  "aleksei alexei andrei anastasia anton artem boris dmitri dmitry ekaterina elena evgeny galina igor ilya irina ivan katya kirill ksenia larisa maxim mikhail " +
  "natalia natasha nikita nikolai oksana olga pavel roman sergei sergey svetlana tatiana vadim valentina vladimir yulia yuri oleksandr olena taras bohdan mykola " +
  "petr jiri lukas ondrej tereza zuzana jana lenka milan zoran dragan jelena ivana marija nikola stefan goran vesna ana luka matej bojan " +
  "balazs laszlo zoltan istvan gabor katalin zsofia eszter dimitris giorgos konstantinos eleni maria nikos yannis " +
  // Portuguese, Spanish, Italian, French, Nordic, Dutch, German
  "joao jose antonio francisco carlos paulo pedro lucas luiz luis marcos rafael gabriel mateus thiago tiago bruno felipe gustavo leonardo rodrigo vinicius " +
  "ana beatriz bruna camila fernanda gabriela juliana larissa leticia mariana patricia rafaela renata vanessa luana thais aline tatiana priscila " +
  "alejandro andres diego fernando javier jorge juan manuel miguel pablo sergio alvaro raul ramon lucia carmen dolores elena isabel laura paula rocio sofia valentina " +
  "giulia giuseppe giovanni francesco alessandro matteo lorenzo andrea chiara federica martina elisa " +
  "theo elodie mathilde clementine camille manon antoine baptiste etienne guillaume mathieu thibault " +
  "lars anders bjorn erik sven mikael henrik jonas magnus nils ola per soren kristian ingrid sigrid astrid freya linnea maja sanne daan bram joost sem " +
  "jurgen klaus uwe dieter wolfgang jorg lena jonas finn lukas mia hanna"
).split(/\s+/);

export const WORLD_SURNAMES = (
  // West Africa
  "adeyemi adebayo adeleke adewale afolabi ajayi akinola akande alabi bakare balogun bello ogunleye ogunbanjo olatunji oyelaran oyewole oladipo olawale " +
  "eze okafor okeke okonkwo okoro nwosu nwankwo nwachukwu obi obiora chukwu uche umeh okoye onyekachi ezeh nnaji ugwu ibe " +
  "abubakar aliyu garba musa usman yusuf lawal danjuma " +
  "mensah boateng asante owusu osei agyeman appiah amoah adjei darko ansah boakye frimpong acheampong danquah ofori quaye " +
  // East and Southern Africa
  "kamau mwangi njoroge otieno odhiambo ochieng omondi onyango wanjiru kariuki kimani achieng wafula mutua kiprop kiptoo chebet " +
  "dlamini nkosi ndlovu khumalo mokoena mahlangu zulu mthembu ngcobo sithole mabaso molefe nkuna mokwena maseko ngubane shabalala zwane " +
  // Arabic, Persian, Turkish
  "abdullah ahmed alam ali amin aziz bakr darwish farouk habib haddad hamdan hassan hussein ibrahim ismail jaber khalil khoury mansour masri mustafa nasser " +
  "qureshi rahman rashid saleh salem shaikh sharif suleiman youssef zaki karimi rezaei hosseini ahmadi mohammadi mousavi hashemi jafari rahimi " +
  "yilmaz kaya demir sahin celik yildiz yildirim ozturk aydin ozdemir arslan dogan kilic aslan cetin kara koc kurt ozkan simsek " +
  // South Asia
  "sharma verma gupta singh kumar patel shah mehta joshi iyer iyengar nair menon pillai reddy rao naidu krishnan raghunathan subramanian venkatesh " +
  "banerjee chatterjee mukherjee bose das dutta ghosh sen chowdhury roy bhattacharya kapoor khanna malhotra chopra bhatia agarwal jain desai kulkarni " +
  "deshpande patil pandey mishra tiwari yadav chauhan thakur saxena srivastava sinha hegde shetty kamath khan qureshi siddiqui chaudhry butt malik " +
  // Chinese, Vietnamese, Korean, Japanese
  "wang zhang liu chen yang huang zhao zhou xu sun zhu hu guo luo liang song zheng xie han tang feng deng cao peng zeng xiao tian dong pan yuan cai jiang " +
  "wei xue yan lu lin wu li yu gao " +
  "nguyen tran pham hoang huynh phan vu vo dang bui ngo duong ly truong dinh lam mai trinh dao cao " +
  "choi jung kang cho yoon jang lim han shin seo kwon hwang ahn song jeon hong moon " +
  "sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki yamaguchi matsumoto inoue kimura hayashi shimizu " +
  "yamazaki mori abe ikeda hashimoto ishikawa ogawa okada hasegawa fujita goto kondo murakami endo aoki sakamoto saito " +
  // Slavic, Hungarian, Greek
  "nowak kowalski kowalska wisniewski wisniewska wojcik kowalczyk kaminski kaminska lewandowski lewandowska zielinski zielinska szymanski wozniak dabrowski " +
  "dabrowska kozlowski jankowski mazur kwiatkowski krawczyk piotrowski grabowski nowakowski pawlowski michalski nowicki adamczyk dudek zajac wieczorek jablonski " +
  "krol majewski olszewski jaworski wrobel malinowski pawlak witkowski walczak stepien gorski rutkowski michalak sikora ostrowski baran duda szewczyk tomaszewski " +
  "ivanov ivanova smirnov smirnova kuznetsov kuznetsova popov popova sokolov lebedev kozlov novikov morozov petrov volkov solovyov vasiliev zaitsev pavlov " +
  "semenov golubev vinogradov bogdanov vorobyov fedorov mikhailov belyaev tarasov belov orlov kiselev makarov andreev kovalenko bondarenko shevchenko tkachenko " +
  "kravchenko kovalchuk melnyk boyko savchenko horvat kovacevic babic maric juric novak petrovic jovanovic nikolic markovic djordjevic " +
  "nagy toth szabo horvath kiss molnar nemeth farkas balogh papp papadopoulos georgiou nikolaou " +
  // Portuguese, Spanish, Italian
  "silva santos oliveira souza sousa rodrigues ferreira alves pereira lima gomes costa ribeiro martins carvalho almeida lopes soares fernandes vieira barbosa " +
  "rocha dias nascimento andrade moreira nunes marques machado mendes freitas cardoso teixeira cavalcanti azevedo " +
  "garcia rodriguez gonzalez fernandez lopez martinez sanchez perez gomez martin jimenez ruiz hernandez diaz moreno alvarez romero alonso gutierrez navarro " +
  "torres dominguez vazquez ramos gil ramirez serrano blanco molina morales suarez ortega delgado castro ortiz rubio marin sanz iglesias nunez medina garrido " +
  "rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti deluca mancini costa giordano rizzo lombardi moretti"
).split(/\s+/);
