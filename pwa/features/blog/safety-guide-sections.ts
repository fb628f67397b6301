/**
 * The six cards of the dog beach safety guide (spec §2). Advice follows the RNLI, the
 * Coastguard, the Kennel Club and local wildlife groups; kept here as data so the page stays small.
 */
import type { SafetyIconName } from './safety-icon.tsx';

interface SafetyTip {
  /** A few words in bold that carry the point when skimming. */
  lead: string;
  text: string;
}

export interface SafetySection {
  id: string;
  title: string;
  icon: SafetyIconName;
  summary: string;
  tips: SafetyTip[];
  /** Shown with extra weight: the card someone may need in a hurry. */
  urgent?: boolean;
}

export const SAFETY_SECTIONS: SafetySection[] = [
  {
    id: 'beach-safety',
    title: 'Beach Safety',
    icon: 'lifebuoy',
    summary: 'Most coastal rescues involving dogs start with the tide, the surf or a cliff edge.',
    tips: [
      {
        lead: 'Check the tide times before you go.',
        text: 'A rising tide can cut you off around headlands and in coves backed by cliffs. Plan to be heading back well before high water.',
      },
      {
        lead: 'Respect rip currents.',
        text: 'On surf beaches such as Croyde, Woolacombe and Saunton, throw toys along the beach, not out into the waves, and keep play in the shallows.',
      },
      {
        lead: 'Use a lead near cliff edges.',
        text: 'Dogs chasing a ball or a bird go over edges every year. Keep away from the foot of cliffs too, where rocks fall.',
      },
      {
        lead: 'Beat the heat.',
        text: 'Walk early or late in summer: dry sand in full sun can burn paws, and there is little shade on most beaches.',
      },
    ],
  },
  {
    id: 'wildlife-protection',
    title: 'Wildlife Protection',
    icon: 'bird',
    summary: "Dunes, shingle and estuaries are home to wildlife that can't cope with being chased.",
    tips: [
      {
        lead: 'Keep your dog on a lead during bird nesting season (April–July).',
        text: 'Ringed plovers, skylarks and other ground-nesting birds lay their eggs on shingle, dunes and clifftops. A disturbed parent leaves its eggs to chill.',
      },
      {
        lead: 'Give seals plenty of space.',
        text: 'Grey seals haul out on quiet rocks and coves. Lead your dog away; if a seal is watching you, you are too close.',
      },
      {
        lead: "Don't let dogs chase birds on the shore.",
        text: 'Wading birds on estuaries such as the Exe and the Taw feed hard to survive the winter, and every flight costs them energy.',
      },
      {
        lead: 'Follow refuge and zone signs.',
        text: 'Some beaches and estuaries have signed wildlife refuges or dog-free zones at certain times of year.',
      },
    ],
  },
  {
    id: 'dog-health',
    title: 'Dog Health',
    icon: 'heart',
    summary: 'A few simple habits prevent the most common vet visits after a beach day.',
    tips: [
      {
        lead: 'Bring fresh water and a bowl.',
        text: 'Stop your dog drinking sea water: it causes vomiting and diarrhoea, and large amounts can lead to dangerous salt poisoning.',
      },
      {
        lead: 'Know the signs of heatstroke.',
        text: 'Heavy panting, drooling, weakness or collapse: move into shade, cool with cool (not ice-cold) water and call a vet straight away.',
      },
      {
        lead: 'Watch for jellyfish.',
        text: 'Stranded jellyfish can still sting. If your dog licks or mouths one, rinse with sea water and see a vet if the face swells or breathing changes.',
      },
      {
        lead: 'Rinse and check after.',
        text: 'Wash salt and sand from coat and paws, check pads for cuts, and keep dogs away from washed-up fish, oily lumps and palm oil, which can poison them.',
      },
    ],
  },
  {
    id: 'leave-no-trace',
    title: 'Leave No Trace',
    icon: 'bag',
    summary: 'Clean beaches keep the water safe to swim in, and keep dogs welcome where they are.',
    tips: [
      {
        lead: 'Bag it and bin it, every time.',
        text: 'Any public bin will do. Never leave filled bags on the sand or hanging in hedges.',
      },
      {
        lead: "The tide won't clean up after your dog.",
        text: 'Dog mess on the beach adds bacteria to the water that bathing water tests pick up, even below the tide line.',
      },
      {
        lead: 'Carry spare poo bags.',
        text: "More than you think you'll need: then you can help out another owner who has run out.",
      },
      {
        lead: 'Take everything home.',
        text: 'Balls, toys, chews and litter. Stay on paths through the dunes, where plants hold the sand together.',
      },
    ],
  },
  {
    id: 'dog-etiquette',
    title: 'Dog Etiquette',
    icon: 'paw',
    summary: 'Sharing the beach well is how dog-friendly beaches stay dog-friendly.',
    tips: [
      {
        lead: 'Check the rules before you set off.',
        text: 'Many beaches close to dogs from May to September. Local signs and council orders always take priority over any guide, including ours.',
      },
      {
        lead: 'Only let your dog off the lead if its recall is reliable.',
        text: 'If it is still a work in progress, a long line gives freedom without the worry.',
      },
      {
        lead: 'Not everyone loves dogs.',
        text: 'Keep your dog away from picnics, towels and young children, and ask before dogs meet: some are nervous, old or in training. A yellow lead or ribbon means give space.',
      },
      {
        lead: 'Be considerate of other beach users.',
        text: 'Give surfers, swimmers, horses and anglers room, and put the lead on near livestock on the coast path.',
      },
    ],
  },
  {
    id: 'emergency-preparedness',
    title: 'Emergency Preparedness',
    icon: 'alert',
    urgent: true,
    summary: 'In an emergency at the coast, call 999 or 112 and ask for the Coastguard.',
    tips: [
      {
        lead: "Don't go in after your dog.",
        text: 'The RNLI warns that owners who go into the water or over a cliff after a dog are the ones who get into trouble; most dogs get themselves out. Call for help and move to where your dog can come ashore.',
      },
      {
        lead: 'Know where you are.',
        text: 'Note the beach name and a landmark such as a car park, slipway or lifeguard hut, so you can tell the Coastguard exactly where you are.',
      },
      {
        lead: 'Save your vet and the nearest emergency vet.',
        text: 'Before the trip, add both numbers to your phone, keep it charged, and carry a small first-aid kit with a tick remover.',
      },
      {
        lead: 'Keep ID up to date.',
        text: 'By law your dog needs a collar tag with your name and address, and a microchip registered to your current details.',
      },
    ],
  },
];
