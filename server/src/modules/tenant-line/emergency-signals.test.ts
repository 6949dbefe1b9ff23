import { describe, expect, it } from 'vitest';
import { readEmergency } from './emergency-signals.js';

// What the signals decide; a danger told as not happening now is tested in emergency-model.test.ts.
const read = (message: string) => {
  const { emergency, possible } = readEmergency(message);
  return { emergency, possible };
};

describe('emergency signals', () => {
  it.each([
    'Can we have a fire pit in the back yard?',
    'the handyman is coming to fix the window on monday',
    'we are not moving now but just for know. when a person leave the apartment how many days you have to give back the deposit?',
    'the kids next door keep climbing the fence',
    'Is this a smoke-free building?',
    'Where can I find the heater manual?',
    'Who pays the water bill?',
    'I need to file a complaint about the neighbors',
    'Is there a fire extinguisher in the unit?',
    'Can I smoke inside?',
    'the smoke detector keeps chirping, I think the battery is low',
    'how do I pay the gas bill',
    'the fire escape ladder is rusty',
    'our gas stove has one burner that clicks',
    'Does the lease say anything about fireworks?',
    // what to do some day
    'who do I call if there is a flood?',
    "what's the number to call if we ever have a gas leak",
    'who should I contact in case of a fire',
    // a sentence that supposes it, inside a longer message
    'I write new paper with numbers for my refrigerator. If something bad happen at night, like water leak or no heat, and Hector does not answer, which number I call? Katya say to ask you.',
    // the tenant's own choice of heat, and things that are not the home's
    'we are away for two weeks in january, should i turn the heat down or off?',
    "i'm thinking of turning the furnace off while i travel, is that ok",
    'my rent will be a few days late because my car broke down',
    // a detector's battery, whatever it is called
    "there's a fire alarm chirping every minute, nothing is burning",
    'theres a smoke alarm thing beeping in the hall, no smoke just the beep',
    // past, habitual or said to wait
    'a pipe burst back in 2023 according to the old owner, is there a record of water damage?',
    'the tub spout sprays water all over the floor, no rush on this one',
    // other things that give way, burn, stick or get tried
    'a picture fell off the living room wall',
    'the wall clock fell and broke',
    'the ceiling fan is wobbling a bit',
    'my eyes are burning from chopping onions lol',
    'I caught a cold so rent might be a day late',
    "it's hazy outside from the wildfires, can't see the mountains",
    // cooking, the outdoors or static; a bear outside; a chosen setting; a gutter; said to be over
    'burnt the toast and the kitchen got hazy, all good',
    'the wildfire haze is bad today and my eyes are stinging',
    'i get a little static shock from the doorknob every morning',
    'a bear knocked over our trash cans outside last night',
    'is it ok to keep the thermostat at 55 while we are away?',
    'the gutter is hanging off the back corner again',
    'we smelled smoke earlier but it was the neighbors fire pit, all fine now',
    'sorry about the panic text, the tub overflowed but i mopped it up and the floor is dry',
    // slang and business talk, something watched, a prank, resolved events
    'our bakery is on fire this quarter, can we talk about the space next door?',
    'the grills on the roof are basically on fire every weekend, what time do they close?',
    'just watched a video about gas leaks and got nervous, where is our shutoff?',
    'my sister broke into my room to prank me lol, can i get a lock for my door',
    'the elevator stopped for a minute yesterday then started moving again, been fine since',
    // a danger supposed or past, a lawn's water, a fire streets away, a stiff valve, a cord that is fine
    'hypothetically if a pipe burst while we are away who pays for the damage',
    'thanks again for fixing the ceiling that caved in last month',
    'the sprinklers keep flooding the sidewalk every morning',
    'there was a fire a couple of streets over last night, do we have an extinguisher?',
    'the radiator valve in the bedroom will not turn and it is too warm in there',
    // rule language, a joke, a check that found nothing, a smell gone
    'does the no open flames rule cover birthday candles?',
    'the lasagna is on fire lol jk its amazing',
    // some day ("if … ever"), a building's past, over and fine, an expired detector, water guns, Irish English
    'what happens if the lift ever gets stuck with my dad in it, who does he call?',
    "if there's ever a fire where do we meet?",
    'the elevator stopped for a few minutes but started moving again by itself, everyone fine',
    'my last apartment got broken into so can i add a chain lock?',
    'the co detector says end of life, can you send a new one? nobody feels sick',
    'kids are spraying each other with water guns in the courtyard again',
    'the gutter over the back door overflows like a waterfall when it rains, who cleans the gutters?',
    'the immersion switch in the hot press, which setting saves money?',
    'i set the kitchen on fire with that curry last night, metaphorically, can i get a spare key?',
    'the elevator stopped working yesterday, can someone call the company?',
    'the maintenance guys were working on the lock this morning, is the new key ready?',
    'a branch keeps scratching at the bedroom window at night, can it be trimmed?',
    'the cat is hiding in the closet again',
    'what is the fee if I lock myself out?',
    'if a fire ever broke out where do we meet',
    'my uncle smokes, can he smoke on the porch?',
    'we sat around a fire in the fire ring last night, so nice',
    'the old tenant had a leak years ago, is the ceiling stain from that?',
    'the kitchen is a bit hazy from my cooking lol',
    'the elevator stopped working yesterday, when will it be fixed?',
    'my son locked the bathroom door as a joke, he is out now',
    'can i paint the balcony railing?',
  ])('does not take %j for an emergency', (message) => {
    expect(read(message)).toEqual({ emergency: undefined, possible: undefined });
  });

  it.each([
    ['I smell gas in the hallway', 'gas'],
    ['there is smoke coming out of the dryer', 'fire'],
    ['the kitchen is on fire!', 'fire'],
    ['the basement is flooding', 'flood'],
    ['a pipe burst and water is everywhere', 'flood'],
    ['our carbon monoxide alarm is going off', 'carbon_monoxide'],
    ['no heat and it is below freezing outside', 'no_heat'],
    ['someone broke in through the back window', 'break_in'],
    ['the smoke alarm is going off and I can smell smoke', 'fire'],
    ['Can you send someone? I smell gas!', 'gas'],
    ['who do I call, the basement is flooding', 'flood'],
    ['what do I do if there is water pouring through the ceiling right now', 'flood'],
  ])('escalates %j as %s', (message, kind) => {
    expect(read(message).emergency).toBe(kind);
  });

  it.each([
    ['my smoke alarm keeps going off', 'fire'],
    ['the heat is not working', 'no_heat'],
    ["the furnace won't turn on", 'no_heat'],
  ])('asks first about %j (%s)', (message, kind) => {
    expect(read(message)).toEqual({ emergency: undefined, possible: kind });
  });
});

describe('emergency signals: no typo or other sense makes an emergency', () => {
  it.each([
    // other senses of a hazard word
    'sorry I missed your call, I have been flooded with calls at the office',
    'the inbox got flooded with spam so I may have missed your email',
    'a flood of paperwork came with the renewal, which pages do I sign?',
    'Does the lease allow a break in the contract if I take a job abroad?',
    'is there a break in rent payments over the summer for students?',
    'the new mattress has a break-in period, can the old one go out with the trash?',
    'our group chat is on fire tonight, everyone wants to come over for the game, is 10 people ok?',
    'a garage burned down the street yesterday, fire trucks everywhere. do we have an extinguisher?',
    "my phone's been on fire all day with work, sorry for the late reply about the lease",
    'I am breaking in new boots and the hallway floor is getting scuffed, sorry',
    'I broke into tears when I saw the new kitchen, thank you so much',
    'my boss fired me yesterday, can we talk about a payment plan?',
    'everyone is fired up about the new gym, when does it open?',
    'should we fire the cleaning company? the stairs are never done',
    'can I pay you back the gas money for the trip to the hardware store?',
    // asking what the rules allow, not reporting anything
    "ok to smoke in the garage when it's 10 below out?",
    'hey so can we burn leaves in the fire pit this weekend?',
    'is it alright if I light a candle in the bathroom window?',
    'I ran out of gas on the way home, I will drop off the check tomorrow',
    'got a smoking deal on a couch, can the delivery guys use the elevator?',
    "there's a fire sale at the hardware store, can I buy the new faucet myself?",
    'my car is leaking oil and out of gas, can it stay in the driveway a few days?',
    'my plans for the garden went up in smoke, can I still plant tomatoes in spring?',
    'people smoke in the stairwell every evening and the smell comes into our unit',
    // a hazard said not to be there
    'the bathroom light flickers, no sparks or anything, just annoying',
    'the outlet by the couch stopped working, not sparking or smoking, just dead',
    'the dryer smells a bit like lint, no smoke and no burning smell',
    'the sink was dripping but it is not leaking anymore, can someone check the seal?',
    "the heater makes a clicking sound, I don't smell gas or anything",
    'there was a weird smell in the hall but it was not gas, more like paint',
    'no water on the floor, the dishwasher just does not drain',
    'nobody broke in, I just lost my key, can I get a copy?',
    'the smoke alarm went off while I was cooking, there is no smoke and no fire',
    // questions and things named after a hazard
    'is there a carbon monoxide detector in the apartment?',
    'the carbon monoxide detector needs a new battery',
    'the water heater is broken and the shower is cold',
    'the bathroom door lock is broken',
    "can't lock the mailbox, the key broke",
    'the cat knocked over her water bowl, water all over the kitchen floor lol',
    'the toilet keeps running after I flush',
    'the toilet overflowed a bit when it clogged, I plunged it, all good now',
    'the light switch in the hall feels a little loose',
    'my breaker trips when I run the microwave and the kettle together',
    // a grill lit on purpose, and smoke someone may notice later, explained
    "heads up, we'll fire up the grill on the patio around 4 so if you smell smoke its just burgers lol",
    'gonna fire up the bbq tonight, if the neighbors see smoke it is only the grill',
    'if anyone smells smoke later, the smoke is just the fire pit in the yard',
    // a fire feared as a hazard
    'can we use our propane grill on the back patio tomorrow? bf swears its a fire hazard lol',
    // a noise likened to a break-in
    'not urgent but the dryer vent flap bangs all night, sounds like someone trying to break in lol',
    // a fire feared, not burning
    'kinda worried the grill is gonna set the deck on fire, where are we allowed to put it',
    // a fire made on purpose where fires belong
    'friends over saturday for my birthday, can we have a fire in the fire pit out back? nothing crazy',
    'we lit a small fire in the fireplace tonight, is the flue supposed to be open all the way?',
    'planning a bonfire in the back field for the kids, any rules on that?',
    // a hazard supposed, not happening
    'just out of curiosity, if i ever smelled gas in the house what am i supposed to do?',
    'in case we ever had a flood in the basement, where is the shut-off?',
    // allergies that are no reaction now
    'my allergies are acting up from the dust in the hallway, when are the carpets cleaned?',
    'my throat is sore from the dry air, can the radiator be turned down?',
  ])('does not take %j for an emergency', (message) => {
    expect(read(message).emergency).toBeUndefined();
  });
});

describe('emergency signals: dangers that are not happening now', () => {
  it.each([
    'new cameras after last months break ins?',
    'I keep smelling cigarette smoke in my bathroom coming through the vent, I think from the unit below',
  ])('does not raise %j', (message) => {
    expect(readEmergency(message).emergency).toBeUndefined();
  });
});

describe('emergency signals: real signals are escalated', () => {
  it.each([
    // beside a sentence that supposes one some day
    ['Hi. If there is a fire where do we meet? Also my kitchen is full of smoke right now', 'fire'],
    // told after ordinary business, in British spelling, or as a head wound with confusion
    [
      "Can I book the laundry room? Also there's a man I don't recognise in the basement right now",
      'break_in',
    ],
    [
      'my son fell off his bike, big cut on his forehead and he is confused, keeps asking where he is',
      'injury',
    ],
    // told in a few words
    ['man climbing in my bedroom window', 'break_in'],
    ['somebody kicking my front door right now', 'break_in'],
    ['intruder in my house', 'break_in'],
    ['fell off the ladder ankle broken', 'injury'],
    ['sliced my hand on the tile saw, lots of blood', 'injury'],
    // flooding: water over the floors and spreading
    ['the washing machine hose came off and water is pouring onto the laundry room floor', 'flood'],
    ['bathtub overflowed and the water is spreading into the bedroom carpet', 'flood'],
    ['the sink is overflowing and will not stop', 'flood'],
    ['water all over the kitchen floor from under the fridge and it keeps coming', 'flood'],
    ['there are 2 inches of water in the garage', 'flood'],
    ['the basement floor is under water after the storm', 'flood'],
    ['sewage is coming up through the shower drain', 'sewage'],
    ['the hall smells like sulfur, worse near the furnace, my head hurts', 'gas'],
    ['the laundry room stinks of gas right now', 'gas'],
    ['the bedroom ceiling is sagging and dripping faster every minute', 'flood'],
    ['the co detector display says warning carbon monoxide and the number keeps going up', 'carbon_monoxide'],
    ['the outlet by the desk just sparked and now its black around the plate', 'electrical'],
    ['someone pried the kitchen window open while i was out, things are gone', 'break_in'],
    ['theres a guy in the garage i dont know, the padlock on the door is cut', 'break_in'],
    [
      'the furnace runs but only blowing cold air, thermostat says 54 inside and its 8 degrees out',
      'no_heat',
    ],
    ['a tree limb came thru the roof over the bedroom, theres a hole and rain coming in', 'flood'],
    ['the breaker panel is buzzing and hot and the hall smells like burnt plastic', 'electrical'],
    ['the tub is filling up with brown water from the drain and nobody ran anything', 'sewage'],
    ['came home to the back door open, pry marks on the lock and it wont latch', 'break_in'],
    ['the door was wide open, the lock is loose and the frame is split', 'break_in'],
    ['furnace quit, 58 in here and the forecast says -6 tonight', 'no_heat'],
    [
      'my downstairs neighbor says water is dripping thru her ceiling and its coming from my bathroom',
      'flood',
    ],
    // water in the electrics, however slowly
    ['water is dripping out of the light in the hall ceiling and it flickered', 'electrical'],
    ['the kitchen outlet is leaking water from the wall', 'electrical'],
    ["toilet and tub are both backing up with sewage, it's coming up through the tub drain", 'sewage'],
    [
      "someone kicked in the rear entrance door of the building and my door frame is split, it won't lock now",
      'break_in',
    ],
    // carbon monoxide, with words between and whatever else is said
    ['the CO detector started going off, we are all outside now', 'carbon_monoxide'],
    ['our carbon monoxide alarm has been beeping nonstop, we left the house', 'carbon_monoxide'],
    ['co monitor keeps sounding in the basement', 'carbon_monoxide'],
    ['we all feel dizzy and I think it is carbon monoxide from the furnace', 'carbon_monoxide'],
    // no heat with a number, or someone at risk
    ['the furnace is totally dead and it is 5 degrees outside', 'no_heat'],
    ["heat's been out for two days, it's 48 inside", 'no_heat'],
    ['no heating, the thermostat says 50', 'no_heat'],
    ['boiler died, it is -10 outside tonight', 'no_heat'],
    ['the heat is not coming on, it is 8°C in the flat', 'no_heat'],
    ['heater stopped working, my elderly mother lives with me and it is really cold', 'no_heat'],
    ['no heat and the baby is cold', 'no_heat'],
    // freezing said as "N below", an indoor temperature falling, a young child by age
    ['furnace quit and wont restart, its 4 below out', 'no_heat'],
    ['the heat went out, the house is down to 52 and dropping', 'no_heat'],
    ['heater is broken and my 2 yr old is cold', 'no_heat'],
    // an alarm sounding while people feel sick, whatever they call the alarm
    [
      'the plug in alarm in the hall keeps doing 4 beeps and a pause, i have a pounding headache and my son threw up',
      'carbon_monoxide',
    ],
    ['some alarm keeps going off in the basement and we all feel dizzy', 'carbon_monoxide'],
    // a fire that is up somewhere is still a fire
    ["there's a fire up in the attic!", 'fire'],
    // water shooting out, a floor inches deep; a box labelled CO beeping while people feel sick
    [
      'the dishwasher hose popped loose, water is shooting everywhere and the kitchen floor is like an inch deep',
      'flood',
    ],
    [
      'the thing on the wall marked CO keeps beeping and flashing a red light and my son has a bad headache',
      'carbon_monoxide',
    ],
    [
      'the alarm by the stairs keeps beeping and its screen says CO, my daughter says her head hurts',
      'carbon_monoxide',
    ],
    // break-in: a door forced, a home that cannot be locked
    ['came home and the back door had been kicked open', 'break_in'],
    ['someone pried the front door, the deadbolt is broken and I cannot lock it', 'break_in'],
    ['the door frame is splintered and the lock is smashed, I can’t secure the apartment', 'break_in'],
    ['a guy is trying to get in through the patio door', 'break_in'],
    // someone has been inside, and the door is broken through or will not close
    ['the patio door is smashed, glass on the floor, somebody was in here, it wont shut or lock', 'break_in'],
    ["came back and somebody's been inside, the back door won't close", 'break_in'],
    // electrical fire risk
    ['the panel in the garage smells like burning plastic', 'electrical'],
    ['there are scorch marks around the kitchen outlet', 'electrical'],
    ['the light switch is hot to the touch and crackling', 'electrical'],
    ['burning smell near the fuse box', 'electrical'],
    ['smoke coming out of the wall socket', 'electrical'],
    ['a crackling sound behind the outlet in the bedroom', 'electrical'],
    // water through a light fixture said with an adverb; an inch of it on the floor
    ['water is seriously coming out of the hallway ceiling light', 'flood'],
    ['there is an inch on the kitchen floor and it keeps spreading from under the dishwasher', 'flood'],
    // an alarm not named, beeping a number of times, and people feeling it
    [
      'the little box on the wall keeps beeping 4 times and stopping, my son says his head hurts',
      'carbon_monoxide',
    ],
    // where the part is, said between it and what it does; a smell of melting plastic
    ['the light switch next to the fridge is smoking', 'electrical'],
    ['the plug in the bathroom is smoking a little', 'electrical'],
    ['kinda smells like melted plastic by the outlet in my room', 'electrical'],
    // a negation in another clause takes nothing back
    ['no, the water is still pouring through the ceiling', 'flood'],
    ['no smoke yet but I smell gas in the kitchen', 'gas'],
    // burning now, or smoke that hides a room
    ['the dryer caught and the laundry room cabinet is burning', 'fire'],
    ['our hallway is so thick with smoke we cannot see the stairs', 'fire'],
    ['the living room smells like something smoldering behind the wall', 'fire'],
    // sewage coming up into the home
    ['dirty water with toilet paper is coming up out of the kitchen sink drain', 'sewage'],
    ['raw sewage all over the basement floor', 'sewage'],
    ['whenever the neighbor upstairs flushes, my tub gurgles and it comes up over the rim', 'sewage'],
    // something giving way
    ['the bedroom ceiling came down in one big piece', 'structural'],
    ['the front porch steps are pulling away from the house', 'structural'],
    ['part of the kitchen ceiling fell into the sink', 'structural'],
    // someone at risk behind a locked door, or trapped
    ['my son is 3 and he is asleep inside, I locked myself out', 'trapped'],
    ['the lift is stuck between floors', 'trapped'],
    ["locked out in my robe and it's 10 degrees outside", 'trapped'],
    // carbon monoxide by its display, or felt by several people near a fuel-burning heater
    ['the monitor readout says CO 90', 'carbon_monoxide'],
    [
      'we all feel sick and dizzy, the propane heater ran all night, we feel better outdoors',
      'carbon_monoxide',
    ],
    // someone trying to get in now
    ['someone is jiggling my door handle right now and I do not know who it is', 'break_in'],
    ["there's prying at the patio door, it's 3am", 'break_in'],
    // no heat: cold radiators in freezing weather
    ['baseboards are ice cold and it is below zero tonight', 'no_heat'],
    // a hiss at a gas appliance, a rotten-egg smell either way round
    ['there is a loud hissing behind the oven and I feel light headed', 'gas'],
    ['the kitchen smells of eggs gone rotten', 'gas'],
    // a tank giving way, water coming in from outside
    ['the hot water cylinder has burst in the airing cupboard', 'flood'],
    ['we are taking on water at the back door, the garden is a lake', 'flood'],
    ['the living room is two inches under', 'flood'],
    // something giving way, bit by bit
    ['bricks keep falling off the chimney onto the path', 'structural'],
    ['the wall has a crack that keeps getting bigger', 'structural'],
    // someone who cannot get out or get up
    ['my neighbor is calling for help through the wall', 'trapped'],
    ["my dad fell and can't get up and the door is locked from inside", 'trapped'],
    ['locked out, been waiting an hour and I cannot feel my toes', 'trapped'],
    // a heart attack's signs; a lift named by its use
    ['my dad is clutching his chest and sweating', 'injury'],
    ['chest pain after climbing the stairs and my left arm is numb', 'injury'],
    // a severe allergic reaction
    ['my son got stung by a wasp and his tongue is swelling up', 'injury'],
    ['she is having an allergic reaction to the shrimp and cant breathe right', 'injury'],
    ['we are stuck in the freight elevator', 'trapped'],
    // a number below zero said of "it" is the cold
    [
      'my key snapped in the lock and mom is at work till midnight. its like -10 and im sitting on the steps',
      'trapped',
    ],
    // no heat with ice inside, or children cold
    ['heating off all night and there is ice forming inside the windows', 'no_heat'],
    ['boiler is off and the kids are cold', 'no_heat'],
    // carbon monoxide: sick past a headache near a fuel-burning heater, or an alarm blinking
    ['all of us were vomiting this morning and the gas heater is on', 'carbon_monoxide'],
    ['the ceiling detector is blinking red and we both have headaches', 'carbon_monoxide'],
    // a regional name for the panel, a smell of hot plastic
    ['the fuse board is buzzing and smells like hot plastic', 'electrical'],
    // water moving through the home, gushing from a tank
    ['the water is spreading across the hallway carpet', 'flood'],
    ['the laundry closet is gushing water everywhere', 'flood'],
    // cold radiators, said without a verb, in freezing weather
    ['radiators ice cold all night and it is below freezing', 'no_heat'],
    // carbon monoxide as voice typing spells it
    ['the carbon mono oxide alarm is going off', 'carbon_monoxide'],
    // a plate or cover of a switch hot and crackling
    ['the outlet cover is hot and crackling', 'electrical'],
    // a balcony parting from the wall, a car into the building
    ['the deck has a gap now where it meets the house and it bounces when i walk', 'structural'],
    ['a truck crashed into the front of the building', 'structural'],
    // a lift stopped with people inside; someone stuck and ill
    ['the lift stopped between 2 and 3 with my mom inside', 'trapped'],
    ['my daughter is locked in the bathroom and she is having a seizure', 'trapped'],
    // a room going hazy with stinging eyes
    ['the bedroom is getting really hazy and my eyes are stinging', 'fire'],
    // Spanish, or Spanish and English mixed
    ['hay olor a gas en el pasillo', 'gas'],
    ['hay humo en la cocina please help', 'fire'],
    ['se rompió la tubería and water everywhere', 'flood'],
    // French
    ['le détecteur de CO sonne et ma grand-mère a mal à la tête, she feels dizzy', 'carbon_monoxide'],
    ['ça sent le gaz dans la cuisine', 'gas'],
    // a hedge is no "it can wait"
    ['probably not a big deal but water is dripping out of the ceiling light', 'electrical'],
    ['likely nothing, but the wall plate behind the couch is hot', 'electrical'],
    // smoke seeping out under a door, a room full of it
    ['smoke is seeping out under the door of the unit next to mine', 'fire'],
    ['the camera shows the kitchen is full of smoke', 'fire'],
    // gas described, not named; shouted
    ['the whole place smells like when you light the stove but nothing is on', 'gas'],
    ['GAS. second floor. reeks by the stairs', 'gas'],
    // water inside a wall, a carpet soaked and spreading
    ['something is rushing inside the wall and the carpet is soaked and spreading', 'flood'],
    // an intruder seen inside now
    ['my doorbell cam shows someone inside my apartment going through my stuff', 'break_in'],
    // outside stairs dropped
    ['the stairs up to our unit dropped on one side after the storm', 'structural'],
    // sulfur smelled, water over the ankles, a knob turned by a stranger, a frame all splintered
    ['there is a strong sulfur smell by the water heater that will not go away', 'gas'],
    ['rain is coming in and the water is over my ankles in the den', 'flood'],
    ['a guy i dont know keeps turning the doorknob, im home alone', 'break_in'],
    ['came home and the door frame is all splintered and i can hear someone in the bedroom', 'break_in'],
    // a crack that just opened, an open lift shaft
    ['after a loud bang a crack just opened across the kitchen wall', 'structural'],
    ['the elevator doors opened onto an empty shaft on my floor', 'structural'],
    // a key snapped in the lock, out in the cold; someone stuck in there and ill
    ["my key snapped off in the lock and i'm stuck outside, it's 3 below and i have no coat", 'trapped'],
    ["my grandma is stuck in there, the handle fell off, she's 84 and sounds confused", 'trapped'],
    // Portuguese
    ['cheiro forte de gás na cozinha', 'gas'],
    // a furnace that only clicks in the cold; a chimney roaring and glowing
    ['the furnace keeps clicking but nothing happens and it is 45 inside', 'no_heat'],
    ['the stove pipe is glowing orange and the chimney is roaring', 'fire'],
    // smoke described: haze with a smell of melting plastic, black smoke, a carport glowing and crackling
    ['haze is drifting out of the closet and it smells like melting plastic', 'fire'],
    ['the range hood is pushing out black smoke', 'fire'],
    ['our carport is glowing orange and crackling and its catching the deck', 'fire'],
    // a propane regulator whistling and frosted; a detector beeping in fours with a reading that climbs
    ['the regulator on the propane tank is whistling and frosted over', 'gas'],
    ['the hallway monitor beeps in sets of four and the reading keeps climbing', 'carbon_monoxide'],
    // a line down, a shock from an appliance
    ['a power line snapped in the storm and is lying across our driveway', 'electrical'],
    ['my son got zapped touching the washer and the floor is wet', 'electrical'],
    // a room become a lake; a porch roof hanging down
    ['the garage is a lake now and the water keeps pouring in under the door', 'flood'],
    ['the porch roof is hanging down at one corner over the steps', 'structural'],
    // someone down, pinned, wedged; a bear inside; a knife; someone heard inside; footprints
    ['my roommate fainted in the kitchen and he cant stand up', 'injury'],
    ['an old man is slumped on the bench in the lobby, not responding', 'injury'],
    ['the ladder came down on my brothers leg and he is stuck under it screaming', 'injury'],
    ['my son crawled under the porch and now he is wedged and says he cant breathe', 'trapped'],
    ['there is a bear inside the kitchen going through the fridge', 'injury'],
    ['a guy waving a knife is in the parking garage stairwell', 'break_in'],
    ['we heard footsteps upstairs and we are out in the car, nobody else lives here', 'break_in'],
    ['the front door was open when i got back and there are footprints on the carpet', 'break_in'],
    // a cold reading inside; a labelled lift stopped with someone in it
    ['the thermostat says 49 and the baby is wrapped in blankets', 'no_heat'],
    ['elevator 2 stopped between 3 and 4 with a delivery man inside', 'trapped'],
    // Tagalog, Russian, Vietnamese, Haitian Creole, Arabic and Chinese typed in Latin letters
    ['may sunog sa kusina ng kapitbahay', 'fire'],
    ['pahnet gazom v podyezde', 'gas'],
    ['khói đen từ phòng bên cạnh', 'fire'],
    ['gen dife nan kizin nan', 'fire'],
    ['net otopleniya, it is freezing', 'no_heat'],
    ['ri7et ghaz fil matbakh', 'gas'],
    ['zhao huo le! 3rd floor', 'fire'],
    // a shutoff that only spins, water like a waterfall; fumes making people sick; a tank's valve broken off
    ['the valve under the sink just spins and water is spraying the cabinet', 'flood'],
    ['water is pouring out of the attic hatch like a waterfall', 'flood'],
    ['strong ammonia fumes in the basement and my husband got dizzy', 'gas'],
    ['the propane cylinder fell off the cart and the valve broke off, it is hissing', 'gas'],
    // the ground opening, a sign tearing away
    ['a sinkhole opened in the driveway and it keeps getting wider', 'structural'],
    ['the store sign is tearing away from the wall above the entrance', 'structural'],
    // nobody has seen a neighbour for days; someone who will not wake; a fall down the stairs
    ['my neighbor has not answered her door since friday and her mail is piling up', 'injury'],
    ['my roommate is passed out and we cant wake her up', 'injury'],
    ['a man fell down the stairs in building c and he is bleeding from his head', 'injury'],
    // a protective order, a child shut in, a lift stopped with someone in it
    ['the guy i have a restraining order against is outside my door right now', 'break_in'],
    ['my 3 year old is locked in the bathroom and the tub is running', 'trapped'],
    ['the lift stopped between floors and my dad is alone in there', 'trapped'],
    // flames into a duct, a glow inside a machine, smoke getting thicker, an acrid haze
    ['flames are roaring up into the hood duct over the stove', 'fire'],
    ['there is an orange glow inside the dryer and black stuff pouring out of the vent', 'fire'],
    ['the hall is filling with white haze and there is an acrid smell', 'fire'],
    // described in the tenant's own words (described-danger.ts): a thing and its dangerous state
    ['sorry to bug you but the kitchen ceiling is bowed down in the middle since the rain', 'structural'],
    ['the extension cord behind the tv feels soft and hot near the plug', 'electrical'],
    ['hot water is shooting out of the valve under the bathroom sink', 'flood'],
    ['an older man is face down on the path by building b, he is not answering', 'injury'],
    ['my nephew is locked in the garage and cant get the door open, he is 6', 'trapped'],
    // water still rising or up a foot; a stranger at the slider from afar; a baby of ten months inside
    ['the water in the basement came up about a foot in an hour', 'flood'],
    ['somebody i dont know is out on our patio right now and is trying the slider', 'break_in'],
    ['i got locked out on the porch and my ten month old is inside sleeping', 'trapped'],
    // fumes with someone coughing, exhaust coming in with headaches, a snake bite, heat harming someone
    ['strong chlorine smell in the laundry room and my roommate is coughing and cant stop', 'gas'],
    [
      'exhaust from the generator next door is coming in and we both have headaches and feel sick',
      'carbon_monoxide',
    ],
    ['my daughter got bitten by a rattlesnake in the backyard', 'injury'],
    ['the ac died and the thermostat says 96, my grandmother is confused and hot', 'injury'],
    // fire named with what says it is burning now, a flickering glow, an order to leave with someone who cannot
    ['🔥 in the laundry room, we cant put it out, all outside now', 'fire'],
    ['there is an orange light flickering behind the attic vent', 'fire'],
    ['police say evacuate now but my neighbor is in a wheelchair and her van wont start', 'fire'],
    ['the leaves by the fence caught and are spreading toward the deck', 'fire'],
    // a detector showing a number, beeping in fours; fumes with stinging eyes; a shock from a metal railing
    ['the detector in the hall shows 240 and keeps beeping', 'carbon_monoxide'],
    ['there are bleach fumes in the stairwell and everyone has stinging eyes', 'gas'],
    ['my daughter got zapped touching the metal railing on the porch', 'electrical'],
    // water that reached a room, a valve nobody can find, rugs floating
    ['water from under the washer has reached the hallway carpet', 'flood'],
    ['the rain is coming in under the patio door and our rugs are floating', 'flood'],
    // someone hurt: cannot put weight on a leg, blood in the hair, stung by a scorpion; a snake by the crib
    ['my dad slipped on the ice and cant put any weight on his leg', 'injury'],
    ['the toddler fell down the back stairs and there is blood in her hair', 'injury'],
    ['my son was stung by a scorpion and his hand is numb', 'injury'],
    ['a rattlesnake is next to the crib in the kids room', 'injury'],
    // a wall heater and people throwing up; a lift shown by its emoji
    ['the wall heater ran all night and now we are both throwing up with headaches', 'carbon_monoxide'],
  ])('escalates %j as %s', (message, kind) => {
    expect(read(message)).toEqual({ emergency: kind, possible: undefined });
  });
});

describe('emergency signals: ambiguous ones get one question first', () => {
  it.each([
    ['the heat went out and it is 60 in here', 'no_heat'],
    ['the heating is completely off and it is cold', 'no_heat'],
    ['the heat is out, I have a newborn', 'no_heat'],
    ['the breaker panel is buzzing loudly', 'electrical'],
    ['there is a humming noise coming from the outlet', 'electrical'],
    ["the front door won't lock", 'break_in'],
    ['I think carbon monoxide might be coming from the old furnace', 'carbon_monoxide'],
    ['the co alarm keeps beeping, maybe the battery', 'carbon_monoxide'],
    ['we had a small grease fire on the stove but I put it out', 'fire'],
    ['the laundry room flooded a couple of weeks ago and now the baseboards are warped', 'flood'],
    ['the hot water smells a bit like rotten eggs, is that the heater?', 'gas'],
    ['thought i smelled gas by the mailboxes but it was just a truck idling, it is gone now', 'gas'],
    ['my neighbor smelled gas yesterday but the gas company said it was just her pilot, all fixed', 'gas'],
    ['checked the burning smell in 2b, it was just dust on the heater, all good', 'fire'],
    ['the gas smell was a burner left on low, turned it off and its totally gone now', 'gas'],
    ['smelled gas on monday, the gas company came and replaced the valve, no leak now', 'gas'],
    ['not urgent, but I think I smell gas by the stove', 'gas'],
    [
      'Last night I burn the pie, so much smoke in the kitchen and the smoke alarm scream like crazy. Tyler open all the windows and now everything is ok',
      'fire',
    ],
  ])('asks first about %j (%s)', (message, kind) => {
    expect(read(message)).toEqual({ emergency: undefined, possible: kind });
  });

  it.each([
    [
      'tiny thing, not urgent, the 2nd floor hallway smells really strongly of gas and it is getting stronger',
      'gas',
    ],
    [
      'no rush! the grease fire on the stove caught the cabinet, it is still burning, I got the kids out',
      'fire',
    ],
  ])('escalates a growing danger however politely it is played down: %j (%s)', (message, kind) => {
    expect(read(message)).toEqual({ emergency: kind, possible: undefined });
  });
});
