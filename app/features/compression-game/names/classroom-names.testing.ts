// Names a class in Catalonia is made of, for the tests of the name filter
// (name-filter-disguises.server.test.ts): given names and surnames of pupils whose families speak
// Catalan, Spanish, Arabic, Amazigh, Romanian, Chinese, Urdu and the Spanish of Latin America, the
// nicknames they give themselves, and the names and words that sit closest to the filter's roots,
// groups and calls. Every one must be accepted.

/** Names written one after another, parted by "|". */
function listed(names: string): string[] {
  return names
    .split("|")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

const catalan =
  listed(`Àlex | Núria | Pau | Marc | Jordi | Laia | Arnau | Pol | Martina | Júlia | Aina | Berta | Blanca |
  Carla | Clàudia | Queralt | Roc | Biel | Bernat | Oriol | Ferran | Jaume | Joan | Pere | Quim | Xavi | Gerard | Guillem |
  Iu | Nil | Ot | Abril | Mariona | Meritxell | Montserrat | Neus | Mireia | Txell | Ona | Èlia | Gal·la | Marcel·lí |
  Ramon | Esteve | Sergi | Arlet | Ariadna | Lluc | Aleix | Adrià | Eloi | Genís | Joel | Martí | Miquel | Nicolau | Pep |
  Valentí | Vinyet | Rut | Sira | Estel | Aran | Ivet | Jana | Marisa | Maricel | Maribel | Marisol | Maricarmen |
  Mariluz | Marieta | Sudha | Putxet | Cornudella | Taradell | Mercè | Montse | Roser | Dolors | Assumpta | Puri`);

const spanish =
  listed(`Lucía | Hugo | Mateo | Daniela | Valeria | Álvaro | Alejandro | Sofía | Javier | Carmen | Concha |
  Dolores | Rocío | Inmaculada | Pilar | Consuelo | Gonzalo | Íñigo | Jesús | Nerea | Marta | Iván | Rubén | Raúl |
  Fermín | Begoña | Amparo | Remedios | Maricruz | Mariló | Paqui | Conchi | Encarna | Mariconchi | Marichu | Maite |
  Custodia | Putri | Mariquita | Chelo | Nieves | Socorro | Fuensanta | Gitanilla`);

const arabic =
  listed(`Fàtima | Fátima | Mohamed | Mohammed | Ahmed | Youssef | Yassin | Hamza | Ayoub | Ilyas | Bilal | Omar |
  Aya | Salma | Khadija | Meryem | Imane | Zineb | Nour | Hajar | Rania | Hiba | Ismail | Anas | Rayan | Adam | Amine |
  Zakaria | Soufiane | Nabil | Karim | Samira | Houda | Malak | Yasmina | Chaimae | Wiam | Asmae | Ikram | Siham |
  Latifa | Abdelkader | Abderrahim | Mustafa | Said | Rachid | Hassan | Hussein | Abdallah | Tarik | Jamal | Khalid |
  Mounir | Najat | Naima | Fouad | Driss | Hicham | El Amrani | Benali | Bouzid | El Idrissi | Ait Ouali`);

const amazigh =
  listed(`Tiziri | Massinissa | Idir | Yuba | Tafat | Dihya | Tanirt | Aksel | Anir | Amayas | Tilelli | Itri |
  Ziri | Izem | Lunja | Tinhinan | Mayas | Amnay | Ayyur | Siman | Thiziri | Kahina | Menad | Aghilas | Tanina | Yidir |
  Masin | Ghiles | Amazigh`);

const romanian =
  listed(`Andrei | Ionuț | Ioana | Mihai | Alexandru | Elena | Ana-Maria | Bogdan | Cristian | Florin | Răzvan |
  Ștefan | Vlad | Radu | Sorin | Dragoș | Cosmin | Marius | Alin | Ciprian | Andreea | Bianca | Roxana | Mădălina |
  Larisa | Denisa | Corina | Georgiana | Irina | Oana | Simona | Raluca | Teodora | Anca | Popescu | Ionescu |
  Dumitrescu | Stoica | Gheorghe | Rusu | Munteanu | Puiu | Negru | Mocanu | Lungu | Neagu | Ciobanu | Pușcaș`);

const chinese =
  listed(`Xin | Wei | Li | Wang | Zhang | Liu | Chen | Yang | Huang | Zhao | Zhou | Sun | Zhu | Guo | Lin | Luo |
  Gao | Zheng | Liang | Xie | Song | Tang | Feng | Deng | Cao | Peng | Zeng | Xiao | Tian | Dong | Pan | Yuan | Cai |
  Jiang | Cheng | Su | Ding | Shen | Yao | Cui | Zhong | Fan | Jin | Shi | Liao | Jia | Xia | Fu | Fang | Bai | Zou |
  Meng | Xiong | Qin | Qiu | Hou | Xue | Duan | Lei | Tao | Mao | Hao | Gong | Shao | Qian | Kong | Pu Yi | Su Dan |
  Xinyi | Yuxuan | Zihan | Haoran | Yichen | Zimo | Yutong | Xiaoming | Jiahui | Mingyu | Ruoxi | Tingting | Wenjun |
  Yifan | Zhiwei | Junjie | Kaiwen | Lanlan | 李小龙 | 王芳`);

const urdu = listed(`Muhammad | Ayesha | Usman | Zainab | Hira | Sana | Asad | Faisal | Imran | Kashif | Nadia | Rabia |
  Saima | Shahid | Tariq | Umar | Waqas | Zeeshan | Adnan | Ahsan | Ali Raza | Arslan | Danish | Farhan | Haris |
  Irfan | Junaid | Kamran | Mehwish | Rizwan | Saad | Sidra | Tahir | Uzair | Yasir | Zubair | Anum | Iqra | Mahnoor |
  Maryam | Sadia | Khan | Chaudhry | Qureshi | Malik | Butt | Shah | Sheikh | Mirza | Awan | Rana | Bajwa | Cheema |
  Hussain | Abbasi | Siddiqui | Paracha`);

const latinAmerican =
  listed(`Camila | Valentina | Ximena | Guadalupe | Lupita | Itzel | Yaretzi | Jhon | Brayan | Jhonatan |
  Yeferson | Maryuri | Yuliana | Dayana | Leidy | Wilmer | Edwin | Anderson | Sebastián | Santiago | Thiago | Matías |
  Benjamín | Agustín | Nicolás | Joaquín | Emiliano | Renata | Antonella | Florencia | Mayra | Yessenia | Xiomara |
  Yurany | Maykel | Yoandri | Yunior | Pancho | Chucho | Lalo | Memo | Nacho | Cuauhtémoc | Xóchitl | Tupac | Inti |
  Killa | Nayeli | Maricielo | Quispe | Mamani | Condori | Huamán | Choque | Morales | Moreno | Morán | Negrete | Negrín`);

/** Surnames, and given names with surnames, closest to the roots of the filter. */
const nearTheRoots =
  listed(`Marc Gordillo | Pau Tarrés | Alexia Putellas | Albert Bastardas | José Zorrilla | Javier Moro |
  Juan Mata | Rafael Matamoros | Matamoros | Álvaro Morata | Cabrera | Capdevila | Capella | Follana | Folch | Bolero |
  Sudakov | Sidorov | Putney | Putnam | Puttock | Picazo | Mariscal | Pollán | Polanco | Culleré | Pau Mora |
  Mora | Negro | Moro | Gitano | Judío | Negrón | Negroni | Blanco | Mercader | Merdan | Sudar | Sudoku | Mongolia |
  Putin | Maricela | Diputado | Computadora | Disputa | Mongòlia | Pau Tarrés Puig | Marc Gordillo Sala`);

/** Nicknames pupils give themselves, phrases with a group or a call in them that harm no one. */
const nicknames = listed(`xX_Marc_Xx | LaiaGamer | ProPlayer | El Bicho | CR7 | Leo Messi | Pau 10 | Ona_07 | NinjaPau |
  ShadowWolf | DarkKnight | Kill Bill | Killer Queen | Black Panther | Blackout | Out of Office | Moros y Cristianos |
  Muerte Negra | Gato Negro | Mono Negro | Go Home | Hubertus Heil | Gay Pride | Orgull Gai | Negres Tigres |
  Los Gitanos del Rock | La Mort | Mort de Gana | Fora de Joc | Fuera de Juego | Black Rats | Monos Locos |
  Pol 14 | Jack 45 | Marc_Pol | Ana_92 | Pau_Ot | Laia.M | J.R. | M. Àngels | Pau-Marc | Mari Carmen | Mari Luz |
  Su Yang | Pu Li | Ta Wei | Pau Ta | Ana Mari | Ana Negra | Messi Fuera de Serie`);

/** Every name that must be accepted, by where it comes from. */
export const classroomNameFamilies = {
  catalan,
  spanish,
  arabic,
  amazigh,
  romanian,
  chinese,
  urdu,
  latinAmerican,
  nearTheRoots,
  nicknames,
} as const;
