import type { Manual } from "../types";

// The three downloadable manuals in Catalan: what the resources page lists and the text from which
// scripts/make-manuals.ts writes the PDFs under public/manuals/ca/. After changing a text, run
// `npm run manuals` and update `pages` if the script reports a different page count.
// The ERC's own name, in English beside the Catalan one:
// cspell:words European Resuscitation Council

export const manuals: Manual[] = [
  {
    id: "basic-life-support",
    title: "Manual de suport vital bàsic",
    description:
      "Què cal fer davant d'una aturada cardíaca: comprovar si la persona respon i respira, trucar al 112, fer la RCP i utilitzar el desfibril·lador.",
    pages: 4,
    url: "/manuals/ca/manual-suport-vital-basic.pdf",
    sections: [
      {
        heading: "Sobre aquest manual",
        blocks: [
          {
            kind: "paragraph",
            text: "Aquest manual acompanya First Aiducation, el programa d'Estudio XR per aprendre suport vital bàsic (SVB) amb ulleres de realitat virtual. Resumeix el que qualsevol persona, sense formació sanitària, pot fer si algú pateix una aturada cardíaca davant seu: reconèixer-la, demanar ajuda, fer la reanimació cardiopulmonar (RCP) i utilitzar un desfibril·lador extern automàtic (DEA).",
          },
          {
            kind: "paragraph",
            text: "Segueix les recomanacions de 2025 del Consell Europeu de Ressuscitació (European Resuscitation Council, ERC) per a les persones que actuen com a primers intervinents. Està pensat per repassar a classe el que s'ha practicat amb les ulleres i per consultar-lo més endavant.",
          },
          {
            kind: "note",
            text: "Aquest manual és un material de suport a la formació. No substitueix un curs acreditat de suport vital bàsic i ús del DEA, en què es practica amb maniquins i amb la supervisió d'instructors.",
          },
        ],
      },
      {
        heading: "Per què és important actuar en els primers minuts",
        blocks: [
          {
            kind: "paragraph",
            text: "En una aturada cardíaca, el cor deixa de bombar sang i el cervell es queda sense oxigen. L'ambulància triga uns minuts a arribar, i el que facin mentrestant les persones que són a prop marca la diferència: trucar de seguida, comprimir el pit i utilitzar un desfibril·lador com més aviat millor.",
          },
          {
            kind: "paragraph",
            text: "No cal ser sanitari per ajudar. Les compressions mantenen una mica de circulació fins que arriba el desfibril·lador o l'equip d'emergències, i el DEA està dissenyat perquè el pugui utilitzar qualsevol persona: analitza el ritme del cor i només permet fer una descàrrega quan és necessària. Actuar, encara que sigui amb por d'equivocar-se, sempre és millor que no fer res.",
          },
        ],
      },
      {
        heading: "1. Comprova la seguretat i si respon",
        blocks: [
          {
            kind: "steps",
            items: [
              "Abans d'acostar-t'hi, mira al teu voltant: assegura't que ni tu ni la persona no correu perill (trànsit, electricitat, foc, aigua). Si el lloc no és segur i no el pots fer segur, no hi entris i truca al 112.",
              "Agenolla't al seu costat, agafa-la suaument per les espatlles i pregunta-li en veu alta: «Es troba bé?».",
              "Si respon, deixa-la en la posició en què es troba (si no corre perill), esbrina què li passa, demana ajuda si cal i torna a comprovar el seu estat regularment.",
              "Si no respon, crida per demanar ajuda a les persones properes i continua amb el pas següent.",
            ],
          },
        ],
      },
      {
        heading: "2. Comprova si respira amb normalitat",
        blocks: [
          {
            kind: "paragraph",
            text: "Posa la persona panxa enlaire. Obre la via aèria: col·loca una mà al front i inclina suaument el cap cap enrere mentre aixeques el mentó amb dos dits de l'altra mà. Després mira, escolta i sent si respira amb normalitat durant no més de deu segons.",
          },
          {
            kind: "bullets",
            items: [
              "Si respira amb normalitat, no està en aturada cardíaca: col·loca-la en posició lateral de seguretat (s'explica més endavant) i truca al 112.",
              "Si no respira, o no respira amb normalitat, considera que està en aturada cardíaca i actua immediatament.",
            ],
          },
          {
            kind: "note",
            text: "Les boquejades lentes, sorolloses o entretallades que apareixen en els primers minuts d'una aturada no són una respiració normal. Si tens dubtes, actua com si fos una aturada cardíaca.",
          },
        ],
      },
      {
        heading: "3. Truca al 112 i demana un desfibril·lador",
        blocks: [
          {
            kind: "steps",
            items: [
              "Truca al 112, el número d'emergències, o demana a algú que truqui. Si no hi ha ningú més, truca tu amb el teu mòbil.",
              "Activa l'altaveu del telèfon i deixa'l al teu costat: així tindràs les mans lliures per començar la RCP sense penjar.",
              "Digues on ets amb la màxima precisió possible i explica que la persona no respon i no respira amb normalitat.",
              "No pengis i segueix les indicacions de la persona que t'atén, que et pot guiar pas a pas durant la reanimació.",
              "Envia algú a buscar un desfibril·lador (DEA) i a portar-lo com més aviat millor. Si no hi ha ningú més, no t'allunyis de la persona: comença la RCP.",
            ],
          },
        ],
      },
      {
        heading: "4. Comença les compressions toràciques",
        blocks: [
          {
            kind: "paragraph",
            text: "Amb la persona panxa enlaire sobre una superfície ferma, agenolla't a un costat del seu pit i destapa-li el tòrax si cal.",
          },
          {
            kind: "steps",
            items: [
              "Col·loca el taló d'una mà al centre del pit, sobre la meitat inferior de l'estèrnum.",
              "Posa el taló de l'altra mà a sobre i entrellaça els dits per no recolzar-los sobre les costelles.",
              "Mantén els braços rectes i les espatlles just damunt de les mans, per empènyer amb el pes del cos i no amb la força dels braços.",
              "Comprimeix el pit uns 5–6 cm de profunditat, a un ritme de 100 a 120 compressions per minut.",
              "Després de cada compressió, deixa que el pit torni del tot a la seva posició sense desenganxar les mans.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Redueix al mínim les interrupcions: cada pausa fa que la circulació que generes torni a caure.",
              "Comptar en veu alta ajuda a mantenir el ritme. És el mateix ritme que es practica amb les ulleres i amb el simulador del web.",
              "Si hi ha una altra persona que sàpiga fer RCP, alterneu-vos cada dos minuts aproximadament, amb el canvi tan ràpid com sigui possible: el cansament fa que les compressions perdin profunditat sense que te n'adonis.",
            ],
          },
        ],
      },
      {
        heading: "5. Ventilacions de rescat o RCP només amb les mans",
        blocks: [
          {
            kind: "paragraph",
            text: "Si tens formació i et veus capaç, combina les compressions amb ventilacions de rescat en una proporció de 30 compressions i dues ventilacions (30:2):",
          },
          {
            kind: "steps",
            items: [
              "Després de 30 compressions, obre la via aèria inclinant el cap cap enrere i aixecant el mentó.",
              "Pinça-li el nas amb els dits, col·loca la teva boca sobre la seva segellant-la bé i insufla aire durant un segon, mirant com s'eleva el pit.",
              "Deixa que el pit baixi i repeteix una segona ventilació.",
              "Torna de seguida a les compressions: les dues ventilacions no les haurien d'interrompre més de deu segons.",
            ],
          },
          {
            kind: "paragraph",
            text: "Si no tens formació o no et veus capaç de fer ventilacions, fes RCP només amb les mans: compressions contínues, sense pauses, a un ritme de 100 a 120 per minut. Unes bones compressions són molt millors que no fer res.",
          },
        ],
      },
      {
        heading: "6. Utilitza el desfibril·lador tan bon punt arribi",
        blocks: [
          {
            kind: "paragraph",
            text: "Un desfibril·lador extern automàtic (DEA) és un aparell portàtil que analitza el ritme del cor i, si cal, fa una descàrrega elèctrica per intentar que torni a bategar amb normalitat. Es troba a molts llocs públics, com ara centres educatius, instal·lacions esportives, estacions o comerços, senyalitzat amb un cor i un llamp.",
          },
          {
            kind: "steps",
            items: [
              "Engega'l tan bon punt arribi (alguns s'engeguen sols en obrir la tapa) i segueix-ne les instruccions de veu.",
              "Mentrestant, que una altra persona continuï amb les compressions.",
              "Destapa el pit i enganxa els elèctrodes sobre la pell tal com indiquen els dibuixos: un a sota de la clavícula dreta i l'altre al costat esquerre, per sota de l'aixella.",
              "Quan el DEA analitzi el ritme, assegura't que ningú no toca la persona.",
              "Si indica una descàrrega, comprova de nou que ningú no la toca i prem el botó quan t'ho demani (els models automàtics la fan sols després d'avisar).",
              "Després de la descàrrega, o si indica que no cal, reprèn les compressions immediatament i segueix-ne les instruccions.",
            ],
          },
          {
            kind: "note",
            text: "Ningú no ha de tocar la persona mentre el desfibril·lador analitza el ritme o fa una descàrrega. Digues-ho en veu alta, per exemple «Que ningú no la toqui!», i comprova que tothom s'aparta.",
          },
        ],
      },
      {
        heading: "7. Continua fins que arribi l'ajuda",
        blocks: [
          {
            kind: "paragraph",
            text: "No deixis de fer la RCP i de seguir les instruccions del desfibril·lador fins que:",
          },
          {
            kind: "bullets",
            items: [
              "arribi l'equip d'emergències i et demani que paris;",
              "la persona comenci a despertar-se, a moure's, a obrir els ulls o a respirar amb normalitat;",
              "o ja no et quedin forces per continuar.",
            ],
          },
          {
            kind: "paragraph",
            text: "Si la persona recupera la respiració normal però no es desperta, col·loca-la en posició lateral de seguretat, deixa-li posats els elèctrodes del DEA i l'aparell engegat, i vigila la seva respiració sense parar fins que arribi l'ajuda.",
          },
        ],
      },
      {
        heading: "Si respira amb normalitat: posició lateral de seguretat",
        blocks: [
          {
            kind: "paragraph",
            text: "La posició lateral de seguretat manté la via aèria oberta i evita que la persona s'ennuegui amb la llengua o amb un vòmit.",
          },
          {
            kind: "steps",
            items: [
              "Agenolla't al seu costat, treu-li les ulleres (graduades o de sol) si en porta i comprova que té les cames esteses.",
              "Col·loca-li el braç més proper a tu en angle recte amb el cos, amb el colze doblegat i el palmell de la mà cap amunt.",
              "Passa-li l'altre braç per sobre del pit i recolza el dors d'aquesta mà contra la seva galta més propera a tu.",
              "Amb l'altra mà, aixeca-li el genoll més allunyat fins que el peu quedi recolzat a terra.",
              "Subjectant-li la mà contra la galta, estira el genoll cap a tu per girar-la de costat.",
              "Ajusta la cama de dalt de manera que el maluc i el genoll formin un angle recte, i inclina-li el cap cap enrere per mantenir oberta la via aèria.",
              "Truca al 112 si encara no ho has fet i comprova que continua respirant amb normalitat. Si deixa de fer-ho, posa-la panxa enlaire i comença la RCP.",
            ],
          },
        ],
      },
      {
        heading: "Resum",
        blocks: [
          {
            kind: "steps",
            items: [
              "Seguretat: comprova que el lloc és segur i si la persona respon.",
              "Respiració: obre la via aèria i mira si respira amb normalitat (no més de deu segons).",
              "112: truca amb l'altaveu activat, no pengis i fes el que t'indiquin.",
              "Desfibril·lador: envia algú a buscar un DEA.",
              "Compressions: al centre del pit, 100–120 per minut, uns 5–6 cm, deixant que el pit torni a la seva posició i sense pauses innecessàries; 30:2 si saps fer ventilacions.",
              "DEA: engega'l tan bon punt arribi i segueix-ne les instruccions; ningú no toca la persona durant l'anàlisi i la descàrrega.",
              "Continua fins que arribi l'ajuda o la persona respiri amb normalitat.",
            ],
          },
          {
            kind: "paragraph",
            text: "Practicar és la millor manera de no quedar-se en blanc el dia que calgui. Amb First Aiducation pots repetir la seqüència completa en realitat virtual tantes vegades com necessitis; després, un curs acreditat et permetrà practicar-la amb maniquins i obtenir un certificat.",
          },
        ],
      },
    ],
  },
  {
    id: "device-guide",
    title: "Guia d'ús de les ulleres de realitat virtual",
    description:
      "Com preparar, ajustar i utilitzar les ulleres del kit de lloguer, organitzar una sessió de 120 minuts i resoldre els problemes més habituals.",
    pages: 4,
    url: "/manuals/ca/guia-us-ulleres-rv.pdf",
    sections: [
      {
        heading: "Sobre aquesta guia",
        blocks: [
          {
            kind: "paragraph",
            text: "Aquesta guia és per al professorat que rep el kit de lloguer de First Aiducation. Explica com preparar les ulleres de realitat virtual, com posar-les en marxa i com organitzar una sessió amb tota la classe. Les ulleres són autònomes: no necessiten ordinador ni cables durant l'ús, i arriben amb l'experiència ja instal·lada.",
          },
          {
            kind: "paragraph",
            text: "Els noms dels botons i dels menús poden variar lleugerament segons el model d'ulleres que rebis, però els passos són els mateixos. Et recomanem que provis l'equip el dia abans de la primera sessió.",
          },
        ],
      },
      {
        heading: "Contingut de la caixa",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Quatre ulleres de realitat virtual autònomes, amb First Aiducation instal·lat.",
              "Els comandaments de cadascuna de les ulleres.",
              "Els carregadors i els cables de càrrega.",
              "El material didàctic per preparar la sessió i repassar després el que s'ha après.",
              "La mateixa caixa de transport, que també serveix per retornar l'equip.",
            ],
          },
          {
            kind: "note",
            text: "En obrir la caixa, comprova que hi és tot i que res no ha patit danys durant el transport. Si falta alguna cosa o veus algun desperfecte, avisa'ns a través de la pàgina de contacte del nostre web abans d'utilitzar l'equip.",
          },
        ],
      },
      {
        heading: "Càrrega",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Carrega les ulleres completament el dia abans de la sessió. Una càrrega completa triga unes hores, així que el més còmode és deixar-les carregant a la tarda.",
              "Utilitza només els carregadors i els cables inclosos a la caixa i endolla'ls a una presa de corrent de paret.",
              "La llum d'estat de les ulleres indica si s'estan carregant o si ja tenen la bateria plena; també pots veure el nivell de bateria al menú de les ulleres.",
              "Comprova també els comandaments: segons el model, es carreguen amb cable o funcionen amb piles.",
              "Entre torn i torn, si unes ulleres van justes de bateria, connecta-les al carregador mentre s'utilitzen les altres.",
            ],
          },
        ],
      },
      {
        heading: "Primers passos",
        blocks: [
          {
            kind: "steps",
            items: [
              "Engega les ulleres mantenint premut el botó d'engegada durant uns segons, fins que s'encengui la llum d'estat. Engega també els comandaments prement qualsevol dels seus botons.",
              "Afluixa la corretja, col·loca les ulleres de davant cap enrere i passa la corretja per darrere del cap.",
              "Ajusta les corretges laterals i la superior (si en té) perquè les ulleres quedin fermes i còmodes, sense estrènyer. El pes s'ha de repartir entre el front i el clatell.",
              "Mou les ulleres una mica amunt i avall fins a veure la imatge nítida.",
              "Ajusta la distància entre les lents (distància interpupil·lar o IPD) amb la roda o fent lliscar les lents, fins que la imatge es vegi nítida i no es vegi doble.",
              "Si l'alumne porta ulleres graduades i a la caixa hi ha un separador per a ulleres, col·loca'l abans de posar-se les ulleres de realitat virtual. Així les lents no fregaran els vidres.",
            ],
          },
          {
            kind: "note",
            text: "Cada alumne ha d'ajustar les ulleres al seu cap i als seus ulls. Un bon ajust evita la visió borrosa i redueix el cansament visual i el mareig.",
          },
        ],
      },
      {
        heading: "Preparar la zona de joc",
        blocks: [
          {
            kind: "paragraph",
            text: "Durant l'experiència, els alumnes no veuen el que els envolta, així que cadascuna de les ulleres necessita un espai lliure d'obstacles.",
          },
          {
            kind: "steps",
            items: [
              "Tria per a cadascuna de les ulleres una zona lliure d'uns 2 × 2 metres, lluny de taules, cadires, parets, finestres i de les altres ulleres.",
              "Retira motxilles, cables i qualsevol objecte de terra amb què es pugui ensopegar.",
              "En engegar les ulleres, el sistema demana que marquis el límit de la zona de joc: confirma el nivell del terra i dibuixa el contorn amb el comandament, seguint les indicacions de la pantalla.",
              "Quan un alumne s'acosta al límit, apareix una quadrícula o una imatge de la sala. És el senyal per tornar al centre de la zona.",
            ],
          },
        ],
      },
      {
        heading: "Obrir First Aiducation",
        blocks: [
          {
            kind: "steps",
            items: [
              "Amb les ulleres posades, prem el botó de menú o d'inici del comandament per obrir el menú principal.",
              "Obre la biblioteca d'aplicacions.",
              "Cerca First Aiducation i selecciona-la. L'aplicació s'obre en pocs segons.",
              "Segueix les indicacions de l'aplicació per començar l'experiència.",
            ],
          },
        ],
      },
      {
        heading: "Com moure's pels menús",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Seleccionar: apunta amb el comandament al botó que vulguis; apareixerà un raig o un punter. Prem el gallet (el botó que queda sota el dit índex) per seleccionar-lo.",
              "Menú: el botó de menú del comandament obre el menú de l'aplicació o el menú principal de les ulleres, des d'on es pot sortir de l'experiència.",
              "Recentrar la vista: si la imatge queda torta o desplaçada, mira endavant i mantén premut el botó d'inici del comandament durant un parell de segons, o utilitza l'opció de recentrar del menú.",
            ],
          },
        ],
      },
      {
        heading: "Seguretat durant l'ús",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Un adult ha d'estar sempre pendent dels qui porten les ulleres posades i vigilar sobretot que no surtin de la seva zona de joc.",
              "Si algú es mareja, té nàusees, mal de cap o els ulls cansats, que es tregui les ulleres, s'assegui i descansi. No se les ha de tornar a posar fins que es trobi bé.",
              "Si un alumne té epilèpsia o ha patit alguna vegada crisis o desmais amb llums intermitents, consulta-ho amb la seva família abans que utilitzi les ulleres.",
              "Les ulleres es posen i es treuen amb les dues mans, afluixant abans la corretja. No s'han de deixar penjant del cable de càrrega ni de la corretja.",
            ],
          },
        ],
      },
      {
        heading: "Organitzar una sessió de 120 minuts",
        blocks: [
          {
            kind: "paragraph",
            text: "Una sessió de First Aiducation dura 120 minuts i està pensada per a grups de 15 a 25 alumnes. Com que hi ha quatre ulleres, els alumnes les utilitzen per torns mentre la resta treballa amb el material didàctic. Una possible organització:",
          },
          {
            kind: "steps",
            items: [
              "Introducció amb tot el grup (uns 15 minuts): què és una aturada cardíaca i quins són els passos del suport vital bàsic. El material didàctic inclou recursos per a aquesta part.",
              "Torns amb les ulleres (uns 90 minuts): divideix el grup en equips de quatre. Amb 15 o 16 alumnes surten quatre torns d'uns 20 minuts; amb 25, set torns d'uns 12 minuts.",
              "Mentrestant, la resta d'alumnes treballa amb el material didàctic, observa els companys o practica el ritme de les compressions amb el simulador del web.",
              "Posada en comú final (uns 15 minuts): què els ha resultat més difícil, què farien en una situació real i com es truca al 112.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Prepara les zones de joc i posa en marxa les ulleres abans que entri el grup.",
              "Entre torn i torn, neteja les ulleres tal com s'explica a la guia de cura i manteniment.",
              "Reparteix els torns per endavant: així es perd menys temps en els canvis.",
            ],
          },
        ],
      },
      {
        heading: "En acabar la jornada",
        blocks: [
          {
            kind: "steps",
            items: [
              "Tanca l'aplicació i apaga les ulleres: mantén premut el botó d'engegada i tria l'opció d'apagar.",
              "Neteja les ulleres i els comandaments tal com s'explica a la guia de cura i manteniment.",
              "Posa a carregar les ulleres i els comandaments que ho necessitin, per tenir-los a punt l'endemà.",
              "Desa a la caixa tot el que no estigui carregant, lluny de la llum del sol.",
            ],
          },
        ],
      },
      {
        heading: "Solució de problemes",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Les ulleres no s'engeguen: connecta-les al carregador durant uns minuts i torna a mantenir premut el botó d'engegada. Si continuen sense respondre, mantén premut el botó uns segons més per forçar el reinici.",
              "La imatge es veu borrosa: puja o baixa una mica les ulleres, ajusta les corretges i la distància entre les lents, i neteja les lents amb el drap de microfibra sec.",
              "Es perd el seguiment o el límit de la zona de joc: comprova que la sala estigui ben il·luminada però sense sol directe, que no hi hagi miralls ni superfícies brillants a prop i que les càmeres exteriors de les ulleres estiguin netes. Si el problema continua, torna a dibuixar el límit.",
              "El comandament no apareix o no respon: prem qualsevol botó per activar-lo, comprova la bateria o les piles i reinicia les ulleres. Si continua sense detectar-se, torna a emparellar-lo des de la configuració de les ulleres.",
              "L'aplicació es tanca: torna-la a obrir des de la biblioteca d'aplicacions. Si torna a passar, reinicia les ulleres i comprova que tinguin prou bateria.",
              "No se sent res: apuja el volum amb els botons de volum de les ulleres i comprova que no hi hagi uns auriculars connectats.",
            ],
          },
        ],
      },
      {
        heading: "Necessites ajuda?",
        blocks: [
          {
            kind: "paragraph",
            text: "Si tens un problema que aquesta guia no resol, escriu-nos a través del formulari de la pàgina de contacte del nostre web. Indica el nom del teu centre, què passa i amb quines ulleres, i et respondrem com més aviat millor.",
          },
        ],
      },
    ],
  },
  {
    id: "device-care",
    title: "Cura i manteniment de l'equip",
    description:
      "Com netejar les ulleres entre alumnes, tenir cura de les lents i de la bateria, desar l'equip i preparar-lo per a la devolució.",
    pages: 2,
    url: "/manuals/ca/cura-i-manteniment.pdf",
    sections: [
      {
        heading: "Sobre aquesta guia",
        blocks: [
          {
            kind: "paragraph",
            text: "Durant la setmana de lloguer, les ulleres de realitat virtual passen per les mans de molts alumnes. Aquesta guia explica com mantenir-les netes i en bon estat perquè funcionin bé a cada sessió i arribin en perfectes condicions al centre següent.",
          },
        ],
      },
      {
        heading: "Higiene entre alumnes",
        blocks: [
          {
            kind: "paragraph",
            text: "Neteja les ulleres cada vegada que canviï la persona que les porta:",
          },
          {
            kind: "steps",
            items: [
              "Si a la caixa hi ha fundes facials d'un sol ús, posa'n una de nova a cada alumne i llença-la quan acabi el seu torn.",
              "Neteja el coixinet facial i les corretges amb una tovalloleta no abrasiva i sense alcohol.",
              "Deixa que s'assequin a l'aire abans que se les posi l'alumne següent.",
              "Neteja les lents només amb un drap de microfibra sec, amb moviments circulars suaus des del centre cap enfora.",
            ],
          },
          {
            kind: "note",
            text: "No facis servir mai alcohol, lleixiu, productes de neteja, aigua ni tovalloletes humides a les lents, i no polvoritzis cap líquid sobre les ulleres: poden malmetre el recobriment de les lents i l'electrònica.",
          },
          {
            kind: "bullets",
            items: [
              "Demana als alumnes que es rentin o es desinfectin les mans abans del seu torn.",
              "Si algú té una infecció als ulls o a la pell de la cara, és millor que aquell dia no utilitzi les ulleres.",
              "Neteja també els comandaments amb una tovalloleta sense alcohol al final de la sessió.",
            ],
          },
        ],
      },
      {
        heading: "Les lents i la llum del sol",
        blocks: [
          {
            kind: "note",
            text: "No deixis mai les lents exposades a la llum directa del sol, ni tan sols uns minuts. Les lents concentren la llum com una lupa i poden cremar les pantalles de manera irreparable.",
          },
          {
            kind: "bullets",
            items: [
              "Quan no s'utilitzin les ulleres, deixa-les dins la caixa o recolzades amb les lents cap avall, lluny de les finestres.",
              "No toquis les lents amb els dits ni les netegis amb paper, mocadors o la roba: les poden ratllar.",
              "Si les lents s'entelen en entrar des d'un lloc fred, espera uns minuts que s'adaptin a la temperatura de la sala.",
            ],
          },
        ],
      },
      {
        heading: "Càrrega i cura de la bateria",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Utilitza només els carregadors i els cables inclosos a la caixa.",
              "Carrega les ulleres en un lloc ventilat, sobre una superfície dura i lluny de fonts de calor; mai dins la caixa tancada ni tapades.",
              "Al final de cada dia d'ús, deixa carregant les ulleres i els comandaments que ho necessitin per tenir-los a punt l'endemà.",
              "No deixis la bateria descarregada del tot durant dies: si l'equip no s'ha de fer servir durant un temps, desa'l amb la bateria a la meitat, aproximadament.",
              "Evita les temperatures extremes: no deixis l'equip dins un cotxe al sol ni al costat de la calefacció.",
              "Si un cable o un carregador està malmès, no l'utilitzis.",
            ],
          },
        ],
      },
      {
        heading: "Emmagatzematge i transport",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Desa cada element al seu compartiment: així viatja protegit i es veu de seguida si en falta algun.",
              "Enrotlla els cables sense doblegar-los ni estrènyer-los.",
              "Desa la caixa tancada en un lloc sec, a temperatura ambient i lluny de la llum del sol.",
              "No apilis objectes pesants damunt de la caixa.",
              "Per portar l'equip d'una aula a una altra, transporta'l sempre dins la caixa.",
            ],
          },
        ],
      },
      {
        heading: "Abans de retornar la caixa",
        blocks: [
          {
            kind: "paragraph",
            text: "Al final de la setmana de lloguer, repassa aquesta llista abans de tancar la caixa:",
          },
          {
            kind: "steps",
            items: [
              "Compta el material: les quatre ulleres, tots els comandaments, els carregadors i els cables, i el material didàctic.",
              "Comprova el nivell de càrrega: deixa les ulleres amb una mica de bateria, aproximadament la meitat.",
              "Neteja les ulleres i els comandaments tal com s'explica en aquesta guia, i llença les fundes facials d'un sol ús utilitzades.",
              "Apaga les ulleres del tot; no les deixis en repòs.",
              "Desa cada element al seu compartiment de la caixa i tanca la caixa.",
              "Envia la caixa seguint les indicacions de devolució que t'hem donat. La devolució no té cap cost addicional.",
            ],
          },
        ],
      },
      {
        heading: "Si s'ha fet malbé alguna cosa",
        blocks: [
          {
            kind: "paragraph",
            text: "Els accidents poden passar. Si algun element s'ha fet malbé, no funciona bé o falta, avisa'ns des de la pàgina de contacte del web abans de retornar la caixa. Explica'ns quin element és i què ha passat. Així el podrem revisar i preparar l'equip per al centre següent.",
          },
          {
            kind: "note",
            text: "No intentis obrir ni reparar les ulleres, els comandaments o els carregadors. Si unes ulleres s'escalfen en excés, fan olor de cremat o la bateria sembla inflada, deixa d'utilitzar-les, desconnecta-les i avisa'ns.",
          },
        ],
      },
    ],
  },
];
