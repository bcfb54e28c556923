import type { PrivacyPolicy } from "../types";

// The Spanish authority's own name:
// cspell:words Agencia Protección Datos

export const privacyPolicy: PrivacyPolicy = {
  versionLabel: "Version of 21 November 2026",
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        "The controller of the personal data collected on this website is Estudio XR, an extended-reality company based in Catalonia, Spain, founded in 2025.",
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
        "We use this data to answer your enquiry and, if you ask us to, to prepare a quote. The legal basis is your consent and steps taken at your request before entering into a contract (Article 6(1)(a) and 6(1)(b) GDPR).",
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
      ],
    },
    {
      heading: "Simulator sessions in the classroom",
      paragraphs: [
        "A teacher can open a session of the simulator for their class without creating an account. We keep the name they give the class, the rhythm chosen, the code to join and the date. Of the pupils who join we keep only the nickname they choose (we never ask for real names or email addresses) and the figures of the games they save to the class: score, accuracy, hit rate, number of compressions, mean rate, share of compressions between 100 and 120 a minute, and the date.",
        "Only whoever holds the teacher's private link sees these results; we do not keep the link itself, only a cryptographic fingerprint of it. The site's operators see counts only, without nicknames or results. A game appears on the public weekly leaderboard only if the pupil chooses so; it then shows the pupil's nickname and follows the leaderboard's rules (deleted after 90 days).",
        "Each class, with its nicknames and results, is deleted automatically 30 days after it was opened, or earlier if the teacher deletes it. The legal basis is the school's legitimate interest in running the activity (Article 6(1)(f) GDPR).",
        "So that nobody can guess class codes, when a wrong code is entered we keep, for one day, a code derived from the IP address with a secret key, which changes every week. We do not keep the IP address.",
      ],
    },
    {
      heading: "Technical data, hosting and recipients",
      paragraphs: [
        "To prevent abuse of the forms (for example, automated mass submissions), we use your IP address briefly to limit the number of submissions. Your IP address is not stored with the form data. The legal basis is our legitimate interest in protecting the site (Article 6(1)(f) GDPR).",
        "When you save a score from the simulator we also store a code derived from your IP address with a secret key, which changes every week: it keeps one connection from taking more than three places on the weekly leaderboard. We do not store the IP address, and the code can neither be turned back into it nor linked from one week to the next. It is deleted with the score.",
        "The site is hosted by Cloudflare, which acts as a processor on behalf of Estudio XR. Cloudflare processes the data of each request (such as the IP address and browser) in order to serve the pages, and keeps technical logs for a short time. Any data transfers this service may involve are covered by the standard contractual clauses approved by the European Commission.",
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
        "“class_created” and “class_deleted”: show the teacher, once, the private link of the class just opened or the notice that it has been deleted. They last five minutes.",
        "“class_pupil”: remembers in this browser the class a pupil has joined, so that their games are saved to it. It holds a random code (we keep only its cryptographic fingerprint), not the nickname. It lasts 12 hours, or until the pupil leaves the class.",
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
        "Our education programmes are aimed at schools, and the forms on this site are intended for adults or for teachers and schools.",
        "If you are under 14, the age from which the LOPDGDD allows people to give consent on their own behalf, please do not send us personal data through the contact form; ask a parent, legal guardian or teacher to get in touch with us instead.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "All data travels encrypted over HTTPS between your browser and the site. Access to the stored data is restricted to the people who answer requests.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "To exercise any of the rights listed below, write to us through the contact form and choose privacy as the topic (page /en/contact?topic=privacy). We will reply within one month. If we have reasonable doubts about your identity, we may ask you for the information needed to confirm it.",
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
