import { versionDate } from "../privacy";
import type { PrivacyPolicy } from "../types";

export const privacyPolicy: PrivacyPolicy = {
  versionLabel: (version) => {
    const { day, month, year } = versionDate(version, "ca-ES");
    // The article and the preposition elide before a vowel sound: «del 26», but «de l'1» and
    // «de l'11»; «de novembre», but «d'abril», «d'agost» and «d'octubre».
    const ofDay = day === 1 || day === 11 ? `de l'${day}` : `del ${day}`;
    const ofMonth = /^[aeiou]/.test(month) ? `d'${month}` : `de ${month}`;
    return `Versió ${ofDay} ${ofMonth} de ${year}`;
  },
  sections: [
    {
      heading: "Qui és el responsable de les teves dades",
      paragraphs: [
        "El responsable del tractament de les dades personals que es recullen en aquest lloc web és Estudio XR, una empresa de realitat estesa amb seu a Catalunya (Espanya), fundada el 2025. L'única excepció són les dades de les sessions del simulador a l'aula: en aquest cas, el responsable és el centre educatiu, i Estudio XR les tracta per compte del centre (consulta l'apartat «Sessions del simulador a l'aula»).",
        "Aquesta política explica quines dades desem quan utilitzes el lloc web, per a què les utilitzem, amb quina base legal, durant quant de temps les conservem i com pots exercir els teus drets. Tractem les teves dades d'acord amb el Reglament general de protecció de dades (RGPD, Reglament (UE) 2016/679) i la Llei orgànica 3/2018 de protecció de dades personals i garantia dels drets digitals (LOPDGDD).",
        "Per a qualsevol qüestió sobre privacitat o per exercir els teus drets, escriu-nos a través del formulari de contacte del lloc web triant el motiu de privacitat; pots anar directament a la pàgina /ca/contacte?topic=privacy.",
      ],
    },
    {
      heading: "Quines dades desem del formulari de contacte",
      paragraphs: ["Quan ens escrius a través del formulari de contacte, desem aquestes dades:"],
      list: [
        "El teu nom i la teva adreça electrònica.",
        "El teu telèfon i el tipus de projecte, només si decideixes indicar-los (són opcionals).",
        "El missatge que ens escrius.",
        "Que has acceptat aquesta política de privacitat (és obligatori per enviar el formulari) i la versió de la política que vas acceptar.",
        "Si vols rebre novetats d'Estudio XR per correu electrònic (és opcional i la casella apareix sense marcar).",
        "L'idioma del lloc web des del qual vas enviar el formulari i la data i l'hora de l'enviament.",
      ],
    },
    {
      heading: "Per a què utilitzem les dades del formulari de contacte",
      paragraphs: [
        "Utilitzem aquestes dades per respondre la teva consulta i, si ens ho demanes, preparar un pressupost. La base legal és el teu consentiment i l'aplicació, a petició teva, de mesures precontractuals (articles 6.1.a i 6.1.b del RGPD).",
        "Només t'enviarem novetats per correu electrònic si marques la casella corresponent. En aquest cas, la base legal és el teu consentiment (article 6.1.a del RGPD), que pots retirar en qualsevol moment.",
        "Conservem cada missatge durant 12 mesos (365 dies) des del seu enviament. Passat aquest termini s'esborra automàticament, i amb ell el teu consentiment per rebre novetats.",
      ],
    },
    {
      heading: "Comentaris anònims sobre els recursos de formació",
      paragraphs: [
        "A la pàgina de recursos de formació ens pots enviar un comentari anònim. Guardem el text del comentari, l'adreça de la pàgina des de la qual el vas enviar i l'identificador del navegador (user-agent) que vas utilitzar. No et demanem el nom ni l'adreça electrònica.",
        "Utilitzem aquests comentaris per millorar els materials de formació. La base legal és el nostre interès legítim a millorar aquests materials (article 6.1.f del RGPD).",
        "Els comentaris es conserven durant 12 mesos i després s'esborren automàticament. Et demanem que no escriguis dades personals, teves ni d'altres persones, en el comentari.",
      ],
    },
    {
      heading: "Classificació del simulador de compressions toràciques",
      paragraphs: [
        "Si en acabar una partida del simulador de compressions toràciques decideixes desar la teva puntuació, desem el nom de jugador que triïs (com a màxim 20 caràcters; pot ser un sobrenom), la puntuació, la precisió, el percentatge d'encerts, el nombre de compressions i la data.",
        "Utilitzem aquestes dades per mostrar la classificació setmanal. Si la teva puntuació és entre les deu millors de la setmana, el teu nom de jugador hi apareix públicament, per això et recomanem que utilitzis un sobrenom en lloc del teu nom real.",
        "La base legal és el teu consentiment, que dones en triar desar la puntuació (article 6.1.a del RGPD). Les puntuacions es conserven durant 90 dies i després s'esborren automàticament.",
        "Una partida jugada en una classe només arriba a aquesta classificació si el docent ho va permetre en obrir la classe i l'alumne marca la casella; la puntuació s'esborra abans si s'esborra la classe o se'n treu l'alumne (consulta l'apartat «Sessions del simulador a l'aula»).",
      ],
    },
    {
      heading: "Sessions del simulador a l'aula",
      paragraphs: [
        "Un docent pot obrir una sessió del simulador per a la seva classe sense crear cap compte. El responsable del tractament de les dades de la classe és el centre educatiu, a través del seu docent. Estudio XR proporciona l'eina i tracta aquestes dades per compte del centre i només seguint les seves instruccions, com a encarregat del tractament (article 28 del RGPD): no les utilitzem per a res més i les esborrem tal com s'explica més avall.",
        "De cada classe desem el nom que li dona el docent, el ritme triat, el codi per unir-s'hi, quan es va obrir i si està oberta, bloquejada (no s'hi pot unir ningú més) o tancada. També desem les dues opcions que tria el docent en obrir-la: si l'alumnat rep un sobrenom generat (un adjectiu i un animal; és l'opció per defecte) o escriu el seu, i si l'alumnat també pot portar les seves puntuacions a la classificació setmanal pública (per defecte, no). De l'enllaç privat del docent i de l'enllaç del projector només en desem una empremta criptogràfica, mai els enllaços mateixos.",
        "De cada alumne només desem el sobrenom, generat o escrit (mai un nom real, una adreça electrònica ni un compte), una empremta criptogràfica d'un codi aleatori que es desa al seu navegador i una altra d'un segon codi aleatori amb què les adreces de l'aula distingeixen aquest dispositiu (consulta «Galetes»). De cada partida que juga a la classe desem la puntuació, la precisió, el percentatge d'encerts, el nombre de compressions, el ritme mitjà, el percentatge de compressions entre 100 i 120 per minut, la fracció de compressió, la variació entre compressions, la pausa més llarga, el canvi de ritme del principi al final, la nota global, i la data i l'hora. De cada ronda que inicia el docent desem el tipus (pràctica o prova), la durada i quan comença i acaba; de cada alumne o alumna que hi participa, el ritme del moment mentre dura una ronda de pràctica i, quan acaba, les mateixes mesures que d'una partida.",
        "Qui té l'enllaç privat del docent veu la taula de la classe i la pot baixar en format de full de càlcul (CSV), iniciar i acabar rondes, veure i imprimir l'informe de la sessió, donar a qui ha perdut el seu lloc un codi d'un sol ús per tornar-hi (vàlid deu minuts), treure'n un alumne (se n'esborren les partides i les seves puntuacions també surten de la classificació pública; el seu sobrenom continua reservat a la classe, i el seu dispositiu fora, fins que el docent desfà la retirada o s'esborra la classe), i bloquejar, tancar, reobrir o esborrar la classe. L'enllaç del projector només mostra el nom de la classe, el codi per unir-s'hi, els sobrenoms i les millors puntuacions dels deu primers i, durant una ronda, les xifres de la classe i els sobrenoms i les notes dels deu primers de la ronda. Els operadors del lloc web veuen el nom, el codi per unir-s'hi, l'estat i el nombre d'alumnes i de partides de cada classe, mai sobrenoms ni resultats; poden esborrar una classe.",
        "Les partides d'un alumne només apareixen a la classificació setmanal pública si el docent ho va permetre en obrir la classe i l'alumne marca la casella; la classificació només mostra el sobrenom i la puntuació (consulta també l'apartat «Menors d'edat»).",
        "Cada classe, amb els sobrenoms i les partides del seu alumnat, s'esborra automàticament 30 dies després d'obrir-se, o abans si l'esborra el docent o un operador. Quan s'esborra una classe o se'n treu un alumne, també se n'esborren les puntuacions de la classificació pública.",
        "La base legal d'aquest tractament és la que té el centre per a les seves activitats docents (normalment, l'article 6.1.e del RGPD, missió realitzada en interès públic, en el cas dels centres públics). Per exercir els seus drets sobre les dades d'una classe, l'alumnat i les famílies s'han d'adreçar al centre: amb l'enllaç privat, el docent pot consultar, baixar i esborrar les dades de cada alumne.",
        "Per limitar els abusos, desem dos tipus de codi que s'obtenen de l'adreça IP d'una connexió amb una clau secreta, mai l'adreça mateixa. Quan s'obre una classe, desem només durant aquell dia un codi de la connexió que l'ha oberta, per limitar quantes classes pot obrir una mateixa connexió en un dia, i després l'esborrem. Perquè ningú no pugui endevinar codis de classe, cada vegada que s'escriu un codi incorrecte desem durant un dia el mateix tipus de codi, amb una clau que canvia cada setmana, al costat de l'empremta de la galeta «class_device» del dispositiu. La base legal d'aquests codis és el nostre interès legítim a protegir el lloc web (article 6.1.f del RGPD).",
      ],
    },
    {
      heading: "Dades tècniques, allotjament i destinataris",
      paragraphs: [
        "Per evitar l'abús dels formularis (per exemple, enviaments massius automatitzats) utilitzem la teva adreça IP de manera momentània per limitar el nombre d'enviaments. L'adreça IP no es desa juntament amb les dades dels formularis. La base legal és el nostre interès legítim a protegir el lloc web (article 6.1.f del RGPD).",
        "Quan deses una puntuació del simulador també desem un codi que s'obté de la teva adreça IP amb una clau secreta i que canvia cada setmana: serveix perquè una mateixa connexió no ocupi més de tres llocs de la classificació setmanal. No desem l'adreça IP, i el codi no permet recuperar-la ni relacionar una setmana amb una altra. S'esborra amb la puntuació.",
        "El lloc web està allotjat a Cloudflare, que actua com a encarregat del tractament per compte d'Estudio XR. Cloudflare tracta les dades de cada petició (com ara l'adreça IP i el navegador) per servir les pàgines i conserva registres tècnics durant un temps breu. Les transferències de dades que pugui implicar aquest servei estan cobertes per les clàusules contractuals tipus aprovades per la Comissió Europea. Cloudflare també allotja, com a subencarregat del tractament, les dades de les classes que tractem per compte dels centres educatius.",
        "No venem les teves dades ni les cedim a tercers: a banda de Cloudflare com a proveïdor d'allotjament, ningú més no les tracta. Tampoc no prenem decisions automatitzades ni elaborem perfils amb aquestes dades.",
      ],
    },
    {
      heading: "Galetes",
      paragraphs: [
        "Aquest lloc web no utilitza galetes analítiques ni publicitàries ni fa el seguiment de la teva activitat. Només utilitza galetes funcionals, estrictament necessàries perquè el lloc web funcioni com esperes. Per això no et mostrem cap avís de consentiment de galetes.",
      ],
      list: [
        "«lang»: recorda l'idioma que tries amb el selector d'idioma (CA/ES/EN). Dura un any.",
        "«flash»: porta a la pàgina següent la confirmació que el formulari s'ha enviat. Dura 60 segons.",
        "«class_created», «class_deleted» i «class_given»: mostren al docent, una sola vegada, l'enllaç privat de la classe que acaba d'obrir o l'avís que l'ha esborrada, i a l'alumne, una sola vegada, que la web li ha donat un sobrenom en lloc del que havia escrit. Duren cinc minuts.",
        "«class_pupil»: recorda en aquest navegador la classe on ha entrat un alumne, per desar-hi les seves partides. S'envia a l'adreça de l'aula en cadascun dels tres idiomes, de manera que l'alumne que canvia d'idioma continua a la classe. Conté un codi aleatori (només en desem l'empremta criptogràfica), no el sobrenom. Dura 12 hores, o fins que l'alumne surt de la classe.",
        "«class_links»: desa al navegador del docent els enllaços privats de les classes que hi ha obert, perquè perdre una adreça d'interès no vulgui dir perdre una classe. Només s'envia a les adreces de l'aula, el codi JavaScript de la pàgina no la pot llegir (HttpOnly) i només viatja per HTTPS. Dura 30 dies, com les classes, o fins que el docent treu una classe de la llista.",
        "«class_session_links»: el mateix que «class_links», per a una classe oberta amb l'opció «És un ordinador compartit»: només dura fins que es tanca el navegador, perquè qui faci servir l'ordinador després no hi trobi l'enllaç privat de la classe.",
        "«class_device»: es crea la primera vegada que s'intenta entrar en una classe des d'aquest navegador. Conté un codi aleatori (només en desem l'empremta criptogràfica), mai qui fa servir el navegador, i només s'envia a les adreces de l'aula. Serveix per a dues coses: els codis de classe incorrectes es compten per dispositiu, perquè els errors d'un alumne no aturin els companys que comparteixen la connexió del centre, i qui ha estat tret d'una classe no hi pot tornar a entrar des del mateix navegador. Dura 30 dies, com les classes, i sortir d'una classe no l'esborra.",
        "«d1_bookmark»: després de desar una puntuació o una partida, fa que la pàgina següent ja la mostri. Dura 60 segons.",
      ],
    },
    {
      heading: "Vídeos incrustats",
      paragraphs: [
        "Els vídeos del lloc web es mostren de manera respectuosa amb la privacitat: al principi només veus una imatge de previsualització servida per aquest mateix lloc web, i no es demana res al proveïdor del vídeo fins que prems el botó de reproduir.",
        "Quan prems reproduir, el vídeo es carrega des de YouTube en el seu mode de privacitat millorada (youtube-nocookie.com). A partir d'aquest moment s'aplica la política de privacitat del mateix proveïdor.",
      ],
    },
    {
      heading: "Menors d'edat",
      paragraphs: [
        "Els nostres programes educatius estan adreçats a centres escolars. L'alumnat de 12 a 18 anys pot unir-se a una classe del simulador que hagi obert el seu docent (consulta l'apartat «Sessions del simulador a l'aula»). A la classe només se l'identifica amb un sobrenom, no se li demanen dades personals i el docent pot treure qualsevol sobrenom.",
        "La puntuació d'un alumne només apareix a la classificació setmanal pública si el docent ho va permetre en obrir la classe i l'alumne marca la casella; la classificació només mostra el sobrenom i la puntuació. En el cas de l'alumnat menor de 14 anys, que és l'edat a partir de la qual la LOPDGDD (article 7) permet donar el consentiment per un mateix, el docent només ho hauria de permetre si el centre té l'autorització de les famílies per a aquest tipus d'activitats.",
        "Si tens menys de 14 anys, no ens enviïs dades personals a través del formulari de contacte; demana a la teva mare, al teu pare, al teu tutor legal o al teu docent que es posi en contacte amb nosaltres.",
      ],
    },
    {
      heading: "Seguretat",
      paragraphs: [
        "Totes les dades viatgen xifrades mitjançant HTTPS entre el teu navegador i el lloc web. L'accés a les dades desades està restringit a les persones que s'encarreguen de respondre les sol·licituds i, en el cas d'una classe, a qui en té l'enllaç privat.",
      ],
    },
    {
      heading: "Els teus drets",
      paragraphs: [
        "Per exercir qualsevol dels drets de la llista, escriu-nos a través del formulari de contacte triant el motiu de privacitat (pàgina /ca/contacte?topic=privacy). Et respondrem en el termini d'un mes. Si tenim dubtes raonables sobre la teva identitat, et podem demanar la informació necessària per confirmar-la. Per a les dades d'una classe, el responsable de les quals és el centre educatiu, adreça't al centre (consulta l'apartat «Sessions del simulador a l'aula»).",
      ],
      list: [
        "Accés: saber si desem dades teves i obtenir-ne una còpia.",
        "Rectificació: corregir les dades inexactes o incompletes.",
        "Supressió: demanar que esborrem les teves dades.",
        "Oposició: oposar-te que tractem les teves dades quan la base legal sigui el nostre interès legítim.",
        "Limitació: demanar que deixem d'utilitzar les teves dades temporalment, per exemple mentre comprovem una rectificació.",
        "Portabilitat: rebre les dades que ens vas donar en un format estructurat i d'ús habitual.",
        "Retirada del consentiment: retirar en qualsevol moment el consentiment que ens vas donar, sense que això afecti la licitud dels tractaments fets abans de retirar-lo.",
        "Reclamació: si creus que no hem tractat les teves dades correctament, pots presentar una reclamació davant l'Agència Espanyola de Protecció de Dades (AEPD), a www.aepd.es.",
      ],
    },
    {
      heading: "Canvis en aquesta política",
      paragraphs: [
        "Cada versió d'aquesta política s'identifica per la seva data, que apareix al principi de la pàgina. Si la canviem, publicarem aquí la nova versió amb la seva data.",
        "Cada missatge del formulari de contacte desa la versió de la política que es va acceptar en enviar-lo, de manera que en tot moment podem saber quin text vas acceptar.",
      ],
    },
  ],
};
