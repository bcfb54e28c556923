import type { Manual } from "../types";

// The three downloadable manuals in English: what the resources page lists and the text from which
// scripts/make-manuals.ts writes the PDFs under public/manuals/en/. After changing a text, run
// `npm run manuals` and update `pages` if the script reports a different page count.

export const manuals: Manual[] = [
  {
    id: "basic-life-support",
    title: "Basic life support manual",
    description:
      "What to do when someone's heart stops: check for a response and for breathing, call 112, give CPR and use a defibrillator.",
    pages: 4,
    url: "/manuals/en/basic-life-support-manual.pdf",
    sections: [
      {
        heading: "About this manual",
        blocks: [
          {
            kind: "paragraph",
            text: "This manual goes with First Aiducation, the Estudio XR programme in which pupils learn basic life support with virtual reality headsets. It sets out what anyone, with no medical background, can do when a person collapses in cardiac arrest in front of them: recognise it, get help, give cardiopulmonary resuscitation (CPR) and use an automated external defibrillator (AED).",
          },
          {
            kind: "paragraph",
            text: "It follows the 2025 guidelines of the European Resuscitation Council (ERC) for lay rescuers. Use it to go over in class what pupils have practised in the headsets, and keep it to hand to refresh your memory later on.",
          },
          {
            kind: "note",
            text: "This manual is a training aid. It does not replace an accredited course in basic life support and AED use, where you practise on manikins under the eye of qualified instructors.",
          },
        ],
      },
      {
        heading: "Why the first few minutes matter",
        blocks: [
          {
            kind: "paragraph",
            text: "In a cardiac arrest the heart stops pumping blood, and the brain is quickly starved of oxygen. An ambulance takes several minutes to arrive, and what bystanders do in the meantime can decide the outcome: calling for help straight away, pushing hard and fast on the chest, and getting a defibrillator on the person as early as possible.",
          },
          {
            kind: "paragraph",
            text: "You do not need to be a healthcare professional to help. Chest compressions keep some blood flowing until the defibrillator or the ambulance crew arrives, and an AED is designed to be used by anyone: it checks the heart's rhythm and only lets you give a shock when one is needed. Doing something, even if you are afraid of getting it wrong, is always better than doing nothing.",
          },
        ],
      },
      {
        heading: "1. Make sure it is safe and check for a response",
        blocks: [
          {
            kind: "steps",
            items: [
              "Before you approach, look around and make sure that neither you nor the person is in danger from traffic, electricity, fire or water. If the scene is unsafe and you cannot make it safe, stay back and call 112.",
              "Kneel beside the person, gently shake their shoulders and ask loudly: “Are you all right?”",
              "If they answer, leave them as you found them (provided they are not in danger), find out what is wrong, get help if needed and keep checking on them.",
              "If there is no response, shout for help from anyone nearby and move on to the next step.",
            ],
          },
        ],
      },
      {
        heading: "2. Check for normal breathing",
        blocks: [
          {
            kind: "paragraph",
            text: "Turn the person onto their back. Open the airway: place one hand on their forehead and gently tilt the head back, while lifting the chin with two fingertips of your other hand. Then look, listen and feel for normal breathing for no more than ten seconds.",
          },
          {
            kind: "bullets",
            items: [
              "If they are breathing normally, they are not in cardiac arrest: put them in the recovery position (described later in this manual) and call 112.",
              "If they are not breathing, or not breathing normally, treat it as a cardiac arrest and act at once.",
            ],
          },
          {
            kind: "note",
            text: "Slow, noisy or gasping breaths are common in the first minutes of a cardiac arrest. They are not normal breathing. If you are unsure, act as if it is a cardiac arrest.",
          },
        ],
      },
      {
        heading: "3. Call 112 and send for a defibrillator",
        blocks: [
          {
            kind: "steps",
            items: [
              "Call 112, the emergency number, or ask someone else to call. If you are on your own, use your own mobile phone.",
              "Switch the phone to speaker and put it down next to you, so that your hands are free for CPR while the call continues.",
              "Say exactly where you are and explain that the person is unresponsive and not breathing normally.",
              "Stay on the line and follow the call handler's instructions: they can talk you through CPR step by step.",
              "Send someone to find a defibrillator (AED) and bring it back as quickly as possible. If you are alone, do not leave the person: start CPR.",
            ],
          },
        ],
      },
      {
        heading: "4. Start chest compressions",
        blocks: [
          {
            kind: "paragraph",
            text: "With the person lying on their back on a firm surface, kneel at the side of their chest and uncover it if you need to.",
          },
          {
            kind: "steps",
            items: [
              "Place the heel of one hand in the centre of the chest, on the lower half of the breastbone.",
              "Put the heel of your other hand on top and interlock your fingers, keeping them off the ribs.",
              "Keep your arms straight and your shoulders directly above your hands, so that you push with your body weight rather than your arm muscles.",
              "Press down about 5–6 cm at a rate of 100 to 120 compressions per minute.",
              "After each compression, let the chest come all the way back up without lifting your hands off it.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Keep interruptions to a minimum: every pause lets blood flow drop again.",
              "Counting out loud helps you keep the rhythm, the same rhythm pupils practise in the headsets and in the simulator on our website.",
              "If someone else knows CPR, swap roughly every two minutes, and make the changeover quick. Tiredness makes compressions shallower without you noticing.",
            ],
          },
        ],
      },
      {
        heading: "5. Rescue breaths, or hands-only CPR",
        blocks: [
          {
            kind: "paragraph",
            text: "If you are trained and willing to do so, combine compressions with rescue breaths at a ratio of 30 compressions to 2 breaths (30:2):",
          },
          {
            kind: "steps",
            items: [
              "After 30 compressions, open the airway again with head tilt and chin lift.",
              "Pinch the nose closed, seal your lips around the person's mouth and blow steadily for about one second, watching the chest rise.",
              "Let the chest fall, then give a second breath.",
              "Go straight back to compressions: the two breaths should not interrupt them for more than ten seconds.",
            ],
          },
          {
            kind: "paragraph",
            text: "If you have not been trained, or you do not feel able to give breaths, give hands-only CPR: continuous compressions, with no pauses, at 100 to 120 a minute. Good compressions on their own are far better than nothing.",
          },
        ],
      },
      {
        heading: "6. Use the defibrillator as soon as it arrives",
        blocks: [
          {
            kind: "paragraph",
            text: "An automated external defibrillator (AED) is a portable device that analyses the heart's rhythm and, when needed, delivers an electric shock to help it return to a normal beat. You will find them in many public places, such as schools, sports centres, stations and shops, marked with a sign showing a heart and a lightning bolt.",
          },
          {
            kind: "steps",
            items: [
              "Switch it on as soon as it arrives (some switch on when you open the lid) and follow its voice prompts.",
              "Meanwhile, someone else should keep up the chest compressions.",
              "Bare the chest and stick the pads to the skin as shown on them: one below the right collarbone, the other on the left side of the chest, below the armpit.",
              "While the AED analyses the rhythm, make sure that nobody is touching the person.",
              "If it advises a shock, check again that everyone is clear, then press the shock button when told to (fully automatic models deliver the shock themselves after a warning).",
              "After the shock, or if no shock is advised, restart compressions immediately and keep following the prompts.",
            ],
          },
          {
            kind: "note",
            text: "Nobody should touch the person while the defibrillator is analysing or delivering a shock. Say it out loud, for example “Stand clear!”, and check that everyone has moved back.",
          },
        ],
      },
      {
        heading: "7. Keep going until help arrives",
        blocks: [
          {
            kind: "paragraph",
            text: "Carry on with CPR and keep following the defibrillator's prompts until:",
          },
          {
            kind: "bullets",
            items: [
              "the ambulance crew arrives and tells you to stop;",
              "the person starts to wake up, move, open their eyes or breathe normally;",
              "or you are too exhausted to continue.",
            ],
          },
          {
            kind: "paragraph",
            text: "If the person starts breathing normally but stays unresponsive, put them in the recovery position, leave the AED pads on and the device switched on, and keep checking their breathing until help arrives.",
          },
        ],
      },
      {
        heading: "If they are breathing normally: the recovery position",
        blocks: [
          {
            kind: "paragraph",
            text: "The recovery position keeps the airway open and stops the person choking on their tongue or on vomit.",
          },
          {
            kind: "steps",
            items: [
              "Kneel beside them, remove their glasses if they wear any, and make sure both legs are straight.",
              "Place the arm nearest to you at a right angle to their body, elbow bent and palm facing up.",
              "Bring the far arm across their chest and hold the back of that hand against the cheek nearest to you.",
              "With your other hand, pull up the far knee so that the foot stays flat on the ground.",
              "Keeping their hand pressed against their cheek, pull on the far knee to roll them towards you onto their side.",
              "Adjust the upper leg so that the hip and knee are bent at right angles, and tilt the head back to keep the airway open.",
              "Call 112 if nobody has yet, and keep checking that they are breathing normally. If they stop, roll them onto their back and start CPR.",
            ],
          },
        ],
      },
      {
        heading: "At a glance",
        blocks: [
          {
            kind: "steps",
            items: [
              "Safety: make sure the scene is safe and check whether the person responds.",
              "Breathing: open the airway and look for normal breathing (no more than ten seconds).",
              "112: call with the speaker on, stay on the line and do what the call handler says.",
              "Defibrillator: send someone to fetch an AED.",
              "Compressions: centre of the chest, 100–120 a minute, about 5–6 cm deep, full recoil, as few pauses as possible; 30:2 if you can give rescue breaths.",
              "AED: switch it on as soon as it arrives and follow its prompts; nobody touches the person during analysis or a shock.",
              "Keep going until help arrives or the person breathes normally.",
            ],
          },
          {
            kind: "paragraph",
            text: "Practice is what stops you freezing on the day it matters. First Aiducation lets pupils run through the whole sequence in virtual reality as many times as they need; an accredited course is the next step, with hands-on practice on manikins and a certificate.",
          },
        ],
      },
    ],
  },
  {
    id: "device-guide",
    title: "VR headset user guide",
    description:
      "How to set up, fit and use the headsets in the rental kit, run a 120-minute session with a whole class and fix the most common problems.",
    pages: 4,
    url: "/manuals/en/vr-headset-user-guide.pdf",
    sections: [
      {
        heading: "About this guide",
        blocks: [
          {
            kind: "paragraph",
            text: "This guide is for teachers who receive the First Aiducation rental kit. It explains how to get the virtual reality headsets ready, how to start them up and how to run a session with a whole class. The headsets are standalone, so they need no computer or cables while in use, and the experience comes already installed.",
          },
          {
            kind: "paragraph",
            text: "Button and menu names may differ slightly depending on the headset model you receive, but the steps are the same. We recommend trying the equipment out the day before your first session.",
          },
        ],
      },
      {
        heading: "What is in the box",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Four standalone virtual reality headsets with First Aiducation installed.",
              "The controllers for each headset.",
              "Chargers and charging cables.",
              "Teaching material to prepare the session and review what pupils have learned afterwards.",
              "The transport box itself, which you also use to send the equipment back.",
            ],
          },
          {
            kind: "note",
            text: "When you open the box, check that everything is there and that nothing was damaged in transit. If anything is missing or damaged, let us know through the contact page of our website before using the equipment.",
          },
        ],
      },
      {
        heading: "Charging",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Fully charge the headsets the day before the session. A full charge takes a few hours, so the easiest option is to leave them charging overnight or in the afternoon.",
              "Only use the chargers and cables supplied in the box, plugged into a wall socket.",
              "The headset's status light shows whether it is charging or fully charged, and you can also see the battery level in the headset menu.",
              "Check the controllers as well: depending on the model, they charge by cable or run on batteries.",
              "Between turns, if a headset is running low, plug it in while the others are in use.",
            ],
          },
        ],
      },
      {
        heading: "Getting started",
        blocks: [
          {
            kind: "steps",
            items: [
              "Switch the headset on by holding down the power button for a few seconds, until the status light comes on. Wake the controllers by pressing any button.",
              "Loosen the strap, bring the headset up to your face from the front and pull the strap over the back of your head.",
              "Tighten the side straps, and the top strap if there is one, so the headset sits firmly and comfortably without pressing too hard. The weight should rest on the forehead and the back of the head.",
              "Move the headset slightly up or down until the picture looks sharp.",
              "Adjust the distance between the lenses (the interpupillary distance, or IPD) with the wheel or by sliding the lenses until the picture is clear and not doubled.",
              "If a pupil wears glasses and the box includes a glasses spacer, fit it before they put the headset on, so that the lenses do not rub against their glasses.",
            ],
          },
          {
            kind: "note",
            text: "Every pupil needs to fit the headset to their own head and eyes. A good fit prevents blurry vision and reduces eye strain and motion sickness.",
          },
        ],
      },
      {
        heading: "Setting up the play area",
        blocks: [
          {
            kind: "paragraph",
            text: "Pupils cannot see their surroundings during the experience, so each headset needs a clear space of its own.",
          },
          {
            kind: "steps",
            items: [
              "For each headset, choose a clear area of about 2 × 2 metres, away from desks, chairs, walls, windows and the other headsets.",
              "Remove bags, cables and anything else on the floor that someone could trip over.",
              "When the headset starts, it asks you to set up the play area boundary: confirm the floor level and trace the outline with the controller, following the on-screen instructions.",
              "When a pupil gets close to the edge, a grid or a view of the room appears. That is the signal to move back towards the middle.",
            ],
          },
        ],
      },
      {
        heading: "Starting First Aiducation",
        blocks: [
          {
            kind: "steps",
            items: [
              "With the headset on, press the menu or home button on the controller to open the main menu.",
              "Open the app library.",
              "Find First Aiducation and select it. The app opens within a few seconds.",
              "Follow the instructions in the app to begin the experience.",
            ],
          },
        ],
      },
      {
        heading: "Finding your way around",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Selecting: point the controller at a button and a ray or pointer appears. Press the trigger, the button under your index finger, to select it.",
              "Menu: the menu button on the controller opens the app's menu or the headset's main menu, where you can also leave the experience.",
              "Recentring the view: if the picture is tilted or off to one side, look straight ahead and hold down the home button on the controller for a couple of seconds, or choose the recentre option in the menu.",
            ],
          },
        ],
      },
      {
        heading: "Staying safe",
        blocks: [
          {
            kind: "bullets",
            items: [
              "An adult should always keep an eye on the pupils wearing headsets, and in particular make sure they stay inside their play area.",
              "Anyone who feels dizzy, sick, has a headache or tired eyes should take the headset off, sit down and rest, and not put it back on until they feel better.",
              "If a pupil has epilepsy, or has ever had a seizure or fainted because of flashing lights, check with their family before they use a headset.",
              "Put headsets on and take them off with both hands, loosening the strap first. Never leave a headset hanging by its charging cable or strap.",
            ],
          },
        ],
      },
      {
        heading: "Running a 120-minute session",
        blocks: [
          {
            kind: "paragraph",
            text: "A First Aiducation session lasts 120 minutes and is designed for groups of 15 to 25 pupils. With four headsets, pupils take turns while the rest of the class works with the teaching material. Here is one way to organise it:",
          },
          {
            kind: "steps",
            items: [
              "Introduction with the whole class (about 15 minutes): what a cardiac arrest is and the steps of basic life support. The teaching material includes resources for this part.",
              "Headset turns (about 90 minutes): split the class into teams of four. A class of 15 or 16 makes four turns of about 20 minutes each; a class of 25 makes seven turns of about 12 minutes.",
              "Meanwhile, the other pupils work with the teaching material, watch their classmates or practise the compression rhythm with the simulator on our website.",
              "Wrap-up with everyone (about 15 minutes): what they found hardest, what they would do in a real emergency and how to call 112.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Set up the play areas and start the headsets before the class comes in.",
              "Between turns, clean the headsets as described in the care and maintenance guide.",
              "Draw up the teams before the session, so that changeovers take as little time as possible.",
            ],
          },
        ],
      },
      {
        heading: "At the end of the day",
        blocks: [
          {
            kind: "steps",
            items: [
              "Close the app and switch the headsets off: hold down the power button and choose the power-off option.",
              "Clean the headsets and controllers as described in the care and maintenance guide.",
              "Put the headsets, and any controllers that need it, on charge so they are ready for the next day.",
              "Put everything that is not charging back in the box, away from sunlight.",
            ],
          },
        ],
      },
      {
        heading: "Troubleshooting",
        blocks: [
          {
            kind: "bullets",
            items: [
              "The headset will not turn on: plug it in for a few minutes, then hold down the power button again. If it still does not respond, keep the button held down a few seconds longer to force a restart.",
              "The picture is blurry: move the headset slightly up or down, adjust the straps and the lens distance, and wipe the lenses with the dry microfibre cloth.",
              "Tracking or the boundary is lost: check that the room is well lit but out of direct sunlight, that there are no mirrors or shiny surfaces nearby and that the cameras on the outside of the headset are clean. If the problem continues, set up the boundary again.",
              "A controller does not appear or respond: press any button to wake it, check its charge or batteries and restart the headset. If it is still not detected, pair it again from the headset settings.",
              "The app closes: open it again from the app library. If it happens again, restart the headset and check that it has enough charge.",
              "There is no sound: turn the volume up with the headset's volume buttons and check that no headphones are plugged in.",
            ],
          },
        ],
      },
      {
        heading: "Need help?",
        blocks: [
          {
            kind: "paragraph",
            text: "If you have a problem this guide does not solve, write to us using the form on the contact page of our website. Tell us the name of your school, what is happening and with which headset, and we will get back to you as soon as we can.",
          },
        ],
      },
    ],
  },
  {
    id: "device-care",
    title: "Care and maintenance guide",
    description:
      "How to clean the headsets between pupils, look after the lenses and batteries, store the kit and get it ready to send back.",
    pages: 2,
    url: "/manuals/en/care-and-maintenance-guide.pdf",
    sections: [
      {
        heading: "About this guide",
        blocks: [
          {
            kind: "paragraph",
            text: "Over the rental week, the virtual reality headsets are used by a lot of pupils. This guide explains how to keep them clean and in good condition, so that they work well in every session and reach the next school in perfect shape.",
          },
        ],
      },
      {
        heading: "Hygiene between pupils",
        blocks: [
          {
            kind: "paragraph",
            text: "Clean the headset every time it passes to a new pupil:",
          },
          {
            kind: "steps",
            items: [
              "If the box includes disposable face covers, give each pupil a fresh one and throw it away at the end of their turn.",
              "Wipe the face pad and the straps with a non-abrasive, alcohol-free wipe.",
              "Let them air-dry before the next pupil puts the headset on.",
              "Clean the lenses only with a dry microfibre cloth, using gentle circular movements from the centre outwards.",
            ],
          },
          {
            kind: "note",
            text: "Never use alcohol, bleach, cleaning products, water or wet wipes on the lenses, and never spray any liquid directly onto the headset. They can damage the lens coating and the electronics.",
          },
          {
            kind: "bullets",
            items: [
              "Ask pupils to wash or sanitise their hands before their turn.",
              "Anyone with an eye infection or a skin condition on the face should sit out the headset that day.",
              "Wipe the controllers with an alcohol-free wipe at the end of the session too.",
            ],
          },
        ],
      },
      {
        heading: "Lenses and sunlight",
        blocks: [
          {
            kind: "note",
            text: "Never leave the lenses in direct sunlight, not even for a few minutes. The lenses focus light like a magnifying glass and can permanently burn the screens inside.",
          },
          {
            kind: "bullets",
            items: [
              "When the headsets are not in use, keep them in the box or put them down with the lenses facing downwards, away from windows.",
              "Do not touch the lenses with your fingers or clean them with paper, tissues or clothing, which can scratch them.",
              "If the lenses fog up when you bring the headsets in from the cold, wait a few minutes for them to reach room temperature.",
            ],
          },
        ],
      },
      {
        heading: "Charging and battery care",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Only use the chargers and cables supplied in the box.",
              "Charge the headsets somewhere well ventilated, on a hard surface and away from heat sources. Do not charge them inside the closed box or under anything.",
              "At the end of each day of use, put the headsets and any controllers that need it on charge, so they are ready the next morning.",
              "Do not leave the batteries completely flat for days. If the equipment will not be used for a while, store it at around half charge.",
              "Avoid extreme temperatures: do not leave the kit in a car in the sun or next to a radiator.",
              "Do not use a cable or charger that is damaged.",
            ],
          },
        ],
      },
      {
        heading: "Storage and transport",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Put each item back in its own slot in the box. That protects it in transit and makes it easy to spot if something is missing.",
              "Coil the cables loosely, without kinking or pulling them tight.",
              "Keep the closed box somewhere dry, at room temperature and out of the sun.",
              "Do not stack heavy objects on top of the box.",
              "To move the kit from one classroom to another, always carry it in the box.",
            ],
          },
        ],
      },
      {
        heading: "Before you send the box back",
        blocks: [
          {
            kind: "paragraph",
            text: "At the end of the rental week, go through this checklist before closing the box:",
          },
          {
            kind: "steps",
            items: [
              "Count the items: the four headsets, all the controllers, the chargers and cables, and the teaching material.",
              "Check the charge level: leave the headsets with some battery, ideally around half.",
              "Clean the headsets and controllers as described in this guide, and throw away any used disposable face covers.",
              "Switch the headsets off completely rather than leaving them in sleep mode.",
              "Put each item in its slot and close the box.",
              "Send the box back following the return instructions we gave you. Returning it costs you nothing extra.",
            ],
          },
        ],
      },
      {
        heading: "If something is damaged",
        blocks: [
          {
            kind: "paragraph",
            text: "Accidents happen. If anything is damaged, not working properly or missing, tell us through the contact page of our website before you send the box back. Let us know which item it is and what happened. That way we can check it and get the kit ready for the next school.",
          },
          {
            kind: "note",
            text: "Do not try to open or repair the headsets, controllers or chargers. If a headset gets very hot, smells of burning or its battery looks swollen, stop using it, unplug it and let us know.",
          },
        ],
      },
    ],
  },
];
