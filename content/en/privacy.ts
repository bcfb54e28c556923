import { versionDate } from "../privacy";
import type { PrivacyPolicy } from "../types";

// The Spanish authority's own name:
// cspell:words Agencia Protección Datos

export const privacyPolicy: PrivacyPolicy = {
  versionLabel: (version) => {
    const { day, month, year } = versionDate(version, "en-GB");
    return `Version of ${day} ${month} ${year}`;
  },
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller of the personal data collected on this website is Estudio XR, an extended-reality company based in Catalonia, Spain, founded in 2025. The one exception is the data of the simulator's classroom sessions: its controller is the school, and Estudio XR processes it on the school's behalf (see “Simulator sessions in the classroom”).",
        "This policy explains what data we keep when you use the site, what we use it for, on what legal basis, how long we keep it and how you can exercise your rights. We process your data in accordance with the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and the Spanish Organic Law 3/2018 on the Protection of Personal Data and the Guarantee of Digital Rights (LOPDGDD).",
        "For any privacy question, or to exercise your rights, write to us through the site's contact form and choose privacy as the topic; you can go straight to the page /en/contact?topic=privacy.",
      ],
    },
    {
      heading: "What we keep from the contact form",
      paragraphs: ["When you write to us through the contact form, we keep the following:"],
      list: [
        "Your name and email address.",
        "Your phone number and the type of project, only if you choose to give them (they are optional).",
        "The message you write to us.",
        "The fact that you accepted this privacy policy (required to send the form) and the version of the policy you accepted.",
        "Whether you want to receive news from Estudio XR by email (optional; the box is unticked by default).",
        "The language of the site you sent the form from, and the date and time it was sent.",
      ],
    },
    {
      heading: "What we use the contact form data for",
      paragraphs: [
        "We use this data to answer your enquiry and, if you ask us to, to prepare a quote. The legal basis is your consent and steps taken at your request before entering into a contract (Articles 6(1)(a) and 6(1)(b) GDPR).",
        "We will only send you news by email if you tick the corresponding box. In that case the legal basis is your consent (Article 6(1)(a) GDPR), which you can withdraw at any time.",
        "We keep each message for 12 months (365 days) from the day it was sent. After that it is deleted automatically, together with your consent to receive news.",
      ],
    },
    {
      heading: "Anonymous feedback on the training resources",
      paragraphs: [
        "On the training resources page you can send us anonymous feedback. We keep the text of your comment, the address of the page you sent it from and your browser's identification string (user agent). We do not ask for your name or email address.",
        "We use this feedback to improve the training materials. The legal basis is our legitimate interest in improving those materials (Article 6(1)(f) GDPR).",
        "Comments are kept for 12 months and then deleted automatically. Please do not include personal data, about yourself or anyone else, in your comment.",
      ],
    },
    {
      heading: "Chest-compression simulator leaderboard",
      paragraphs: [
        "If you choose to save your score at the end of a round of the chest-compression simulator, we keep the player name you choose (up to 20 characters; it can be a nickname), your score, accuracy, hit rate, number of compressions and the date.",
        "We use this data to show the weekly leaderboard. If your score is among the ten best of the week, your player name is shown publicly on it, so we recommend using a nickname rather than your real name.",
        "The legal basis is your consent, which you give by choosing to save your score (Article 6(1)(a) GDPR). Scores are kept for 90 days and then deleted automatically.",
        "A game played in a class reaches this leaderboard only if the teacher allowed it when opening the class and the pupil ticks the box; its score is deleted earlier if the class is deleted or the pupil removed (see “Simulator sessions in the classroom”).",
      ],
    },
    {
      heading: "Simulator sessions in the classroom",
      paragraphs: [
        "A teacher can open a session of the simulator for their class without creating an account. The school, through its teacher, is the controller of the class's data. Estudio XR provides the tool and processes that data on the school's behalf and on its instructions only, as a processor (Article 28 GDPR): we use it for nothing else and delete it as explained below.",
        "Of each class we keep the name the teacher gives it, the rate chosen, the join code, when it was opened, and whether it is open, locked (no new pupils can join) or closed. We also keep the two choices the teacher makes when opening it: whether pupils get a generated nickname (an adjective and an animal; the default) or type their own, and whether pupils may also put their scores on the public weekly leaderboard (off by default). Of the teacher's private link and of the projector link we keep only a cryptographic fingerprint, never the links themselves.",
        "Of each pupil we keep only the nickname, generated or typed (never a real name, an email address or an account), a cryptographic fingerprint of a random code kept in the pupil's browser, and one of another random code that tells the classroom's addresses this device apart (see “Cookies”). Of every game a pupil plays in the class we keep the score, accuracy, hit rate, number of compressions, mean rate, share of compressions between 100 and 120 a minute, compression fraction, variation between compressions, longest pause, change of rate from start to finish, overall grade, and the date and time. Of every round the teacher starts we keep its kind (practice or test), its length and when it starts and ends; of every pupil taking part, their current rate while a practice round runs and, when it ends, the same measures as for a game.",
        "Whoever holds the teacher's private link sees the class's table and can download it as a spreadsheet (CSV), start and end rounds, view and print the lesson report, give a pupil who lost their place a one-time code to come back (valid for ten minutes), remove a pupil (their games are deleted and their scores also leave the public leaderboard; their nickname stays reserved in the class, and their device kept out of it, until the teacher undoes the removal or the class is deleted), and lock, close, reopen or delete the class. The projector link shows only the class's name, the join code, the nicknames and best scores of the top ten pupils and, during a round, the class's figures and the nicknames and grades of the round's top ten. The site's operators see each class's name, join code and state and its numbers of pupils and games, never nicknames or results; they can delete a class.",
        "A pupil's games appear on the public weekly leaderboard only if the teacher allowed it when opening the class and the pupil ticks the box; the leaderboard shows the nickname and the score only (see also “Children”).",
        "Each class, with its pupils' nicknames and games, is deleted automatically 30 days after it was opened, or earlier if the teacher or an operator deletes it. Deleting a class or removing a pupil also deletes their scores from the public leaderboard.",
        "This processing relies on the school's legal basis for its teaching activities (usually Article 6(1)(e) GDPR, the performance of a task carried out in the public interest, for public schools). Pupils and families who wish to exercise their rights over a class's data should contact the school: with the private link, the teacher can see, download and delete each pupil's data.",
        "To limit abuse, we keep two kinds of code derived from the IP address of a connection with a secret key, never the address itself. When a class is opened, a code of the connection that opened it is kept only for that day, to limit how many classes one connection can open in a day, and is then erased. So that nobody can guess class codes, the same kind of code is kept for one day for each wrong join code entered, with a key that changes every week, beside the fingerprint of the device's “class_device” cookie. The legal basis for these codes is our legitimate interest in protecting the site (Article 6(1)(f) GDPR).",
      ],
    },
    {
      heading: "Technical data, hosting and recipients",
      paragraphs: [
        "To prevent abuse of the forms (for example, automated mass submissions), we use your IP address briefly to limit the number of submissions. Your IP address is not stored with the form data. The legal basis is our legitimate interest in protecting the site (Article 6(1)(f) GDPR).",
        "When you save a score from the simulator we also store a code derived from your IP address with a secret key, which changes every week: it keeps one connection from taking more than three places on the weekly leaderboard. We do not store the IP address, and the code can neither be turned back into it nor linked from one week to the next. It is deleted with the score.",
        "The site is hosted by Cloudflare, which acts as a processor on behalf of Estudio XR. Cloudflare processes the data of each request (such as the IP address and browser) in order to serve the pages, and keeps technical logs for a short time. Any data transfers this service may involve are covered by the standard contractual clauses approved by the European Commission. Cloudflare also hosts, as a sub-processor, the class data that we process on behalf of schools.",
        "We do not sell your data or share it with third parties: apart from Cloudflare as our hosting provider, nobody else processes it. Nor do we make automated decisions about you or build profiles from your data.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "This site uses no analytics or advertising cookies and does not track your activity. It uses only functional cookies that are strictly necessary for the site to work as you expect. That is why we do not show you a cookie consent banner.",
      ],
      list: [
        "“lang”: remembers the language you choose with the language switcher (CA/ES/EN). It lasts one year.",
        "“flash”: passes the confirmation that your form has been sent on to the next page. It lasts 60 seconds.",
        "“class_created”, “class_deleted” and “class_given”: show the teacher, once, the private link of the class just opened or the notice that it has been deleted, and the pupil, once, that the site gave them a nickname in place of the one they typed. They last five minutes.",
        "“class_pupil”: remembers in this browser the class a pupil has joined, so that their games are saved to it. It is set for the classroom's address in each of the three languages, so that a pupil who switches language stays in the class. It holds a random code (we keep only its cryptographic fingerprint), not the nickname. It lasts 12 hours, or until the pupil leaves the class.",
        "“class_links”: keeps in the teacher's browser the private links of the classes opened in it, so that a lost bookmark does not mean a lost class. It is sent only to the classroom's addresses, cannot be read by scripts (HttpOnly) and travels only over HTTPS. It lasts 30 days, as the classes do, or until the teacher removes a class from the list.",
        "“class_session_links”: the same as “class_links”, for a class opened with the choice “It is a shared computer”: it lasts only until the browser is closed, so that whoever uses the computer next does not find the class's private link.",
        "“class_device”: set on the first attempt to join a class from this browser. It holds a random code (we keep only its cryptographic fingerprint), never who uses the browser, and is sent only to the classroom's addresses. It serves two things: wrong class codes are counted by device, so that one pupil's typos do not hold back the classmates who share the school's connection, and a pupil the teacher removed cannot join the class again from the same browser. It lasts 30 days, as the classes do, and leaving a class does not clear it.",
        "“d1_bookmark”: after a score or a game is saved, makes the next page show it straight away. It lasts 60 seconds.",
      ],
    },
    {
      heading: "Embedded videos",
      paragraphs: [
        "Videos on this site are shown in a privacy-friendly way: at first you only see a preview image served by this site, and nothing is requested from the video provider until you press the play button.",
        "When you press play, the video is loaded from YouTube in its privacy-enhanced mode (youtube-nocookie.com). From that moment on, the provider's own privacy policy applies.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our education programmes are aimed at schools. Pupils aged 12 to 18 may join a simulator class that their teacher has opened (see “Simulator sessions in the classroom”). In the class they are identified only by a nickname, nothing asks them for personal data, and the teacher can remove any nickname.",
        "A pupil's score appears on the public weekly leaderboard only if the teacher allowed it when opening the class and the pupil ticks the box; it shows the nickname and the score only. For pupils under 14, the age from which the LOPDGDD (Article 7) allows people to give consent on their own behalf, the teacher should allow it only where the school has the families' authorisation for such activities.",
        "If you are under 14, please do not send us personal data through the contact form; ask a parent, legal guardian or teacher to get in touch with us instead.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "All data travels encrypted over HTTPS between your browser and the site. Access to the stored data is restricted to the people who answer requests and, for a class, to whoever holds its private link.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "To exercise any of the rights listed below, write to us through the contact form and choose privacy as the topic (page /en/contact?topic=privacy). We will reply within one month. If we have reasonable doubts about your identity, we may ask you for the information needed to confirm it. For the data of a class, whose controller is the school, contact the school (see “Simulator sessions in the classroom”).",
      ],
      list: [
        "Access: find out whether we hold data about you and obtain a copy.",
        "Rectification: correct inaccurate or incomplete data.",
        "Erasure: ask us to delete your data.",
        "Objection: object to our processing of your data where the legal basis is our legitimate interest.",
        "Restriction: ask us to stop using your data for a time, for example while we check a rectification.",
        "Portability: receive the data you gave us in a structured, commonly used format.",
        "Withdrawal of consent: withdraw any consent you gave us at any time, without affecting the lawfulness of processing carried out before you withdrew it.",
        "Complaint: if you believe we have not handled your data properly, you can lodge a complaint with the Spanish Data Protection Agency (Agencia Española de Protección de Datos, AEPD) at www.aepd.es.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "Each version of this policy is identified by its date, shown at the top of the page. If we change it, we will publish the new version here with its date.",
        "Each contact form message records the version of the policy that was accepted when it was sent, so we can always tell which text you accepted.",
      ],
    },
  ],
};
