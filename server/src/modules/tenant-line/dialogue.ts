import { z } from 'zod';
import { TenantUrgencySchema, type TenantUrgency } from '@astor/contract/tenant-line';
import { EMERGENCY_KINDS, EMERGENCY_PLAYBOOKS, type EmergencyKind } from '../../nlu/emergency.js';
import { SAFETY_QUESTIONS } from './emergency-signals.js';
import { PASS_ON_OFFER, type LeaseAnswerer } from './lease-answers.js';
import type { TenantReading } from './read-message.js';
import { placeLabel, whereInHome, WHOLE_PROPERTY } from './where-in-home.js';

/**
 * The tenant line's side of a conversation, as a pure function: from what the conversation holds so far
 * and the reading of the new message, the reply, the next state and at most one action on the
 * landlord's records for the service to carry out. Emergencies come first, exactly as the landlord
 * assistant escalates them (a possible one gets one question first); a problem report is filled slot by
 * slot (problem, unit, urgency, contact) and filed once complete; lease questions are answered from the
 * lease on file, and one it does not answer is offered to the landlord.
 */

export const SLOTS = ['problem', 'unit', 'urgency', 'contact'] as const;
export type Slot = (typeof SLOTS)[number];
/** What the last reply asked: a slot, whether a possible emergency is one, or whether to pass a question on. */
const AWAITING = [...SLOTS, 'safety', 'pass_on'] as const;

/** Stored as the conversation's `state` (jsonb); read back through this schema. */
export const ConversationStateSchema = z.object({
  unit: z.string().optional(),
  /** Where in the home ("upstairs bathroom"), when the tenant said. */
  location: z.string().optional(),
  problem: z.string().optional(),
  urgency: TenantUrgencySchema.optional(),
  contact: z.string().optional(),
  /** The question the last reply asked. */
  awaiting: z.enum(AWAITING).optional(),
  /** The emergency the safety question is about. */
  suspected: z.enum(EMERGENCY_KINDS).optional(),
  /** A question the lease on file did not answer, offered to the landlord. */
  question: z.string().optional(),
  /** Questions the tenant asked to pass on to the landlord. */
  passedOn: z.array(z.string()).optional(),
  /** An emergency request already filed for this report: the unit and contact the tenant adds go to it. */
  emergencyRequestId: z.string().optional(),
  /** Every maintenance request this conversation created. */
  requestIds: z.array(z.string()).default([]),
});
export type ConversationState = z.infer<typeof ConversationStateSchema>;

export function readState(stored: unknown): ConversationState {
  const parsed = ConversationStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : { requestIds: [] };
}

export type Action =
  /** Safety first, then an emergency maintenance request through the landlord assistant's escalation. */
  | { kind: 'escalate'; emergency: EmergencyKind; description: string }
  | { kind: 'create'; title: string; description: string; priority: TenantUrgency }
  /** Adds the tenant's unit and contact to the emergency request filed before. */
  | { kind: 'add_details'; requestId: string; details: string };

export type Plan = {
  response: string;
  state: ConversationState;
  emergency: boolean;
  action?: Action;
};

export type DialogueContext = {
  /** The property's street, as the tenant knows it. */
  address: string;
  city?: string | null;
  /** The active leases and lease documents on file; read only when the message asks about the lease. */
  lease: LeaseAnswerer;
  /** Reads a part of the message on its own (a numbered question), as the whole message was read. */
  read?: (text: string) => TenantReading;
};

/**
 * "Per Section 16: 1. What is the minimum liability limit? 2. Who must be listed?": the questions of a
 * numbered list, each with the words before the list (which say what they are about).
 */
export function numberedQuestions(message: string): string[] | undefined {
  const marks = [...message.matchAll(/(?:^|\n|\s)(\d)[.)]\s+(?=[A-Za-z])/g)];
  if (marks.length < 2 || marks.some((mark, i) => Number(mark[1]) !== i + 1)) return undefined;
  // The sentence that opens the list ("Per Section 16:"), not the story before it; a section cited
  // earlier ("A hypothetical on Section 14.5. Suppose …") still says where to look.
  const story = message.slice(0, marks[0]?.index ?? 0).trim();
  const last = (story.split(/(?<=[.!?])\s+/).at(-1) ?? '').trim();
  const cited = /\b(sections?|§) ?\d{1,2}(\.\d{1,2})?\b/i.exec(story)?.[0];
  const lead = cited && !last.includes(cited) ? `${cited}: ${last}` : last;
  const items = marks.map((mark, i) =>
    message.slice((mark.index ?? 0) + mark[0].length, marks[i + 1]?.index ?? message.length).trim(),
  );
  if (
    !items.every(
      (item) => item.includes('?') || /^(the|what|who|when|where|how|is|are|do|does|can|may)\b/i.test(item),
    )
  )
    return undefined;
  return items.map((item) => `${lead} ${item}`.trim());
}

export const PRIVACY_ANSWER =
  "I can only help with your own home and the lease on file for it. I can't share anything about " +
  'other tenants, their leases or other properties.';

const HELP =
  "Tell me what needs fixing and I'll pass it to your landlord as a maintenance request, or ask me about " +
  'your lease: rent and when it is due, late fees, the deposit, the lease dates, pets, parking and its other rules.';

const QUESTIONS: Record<Exclude<Slot, 'problem'>, string> = {
  unit: 'Which unit is this in, and which room? If the home has no unit number, just say "house".',
  urgency:
    'How urgent is it: **normal** (it can wait a few days), **urgent** (it needs attention within a day) ' +
    'or **emergency** (danger to people or the building right now)?',
  contact: 'What phone number or email can your landlord reach you at?',
};

const URGENCY_LABELS: Record<TenantUrgency, string> = {
  normal: 'Normal',
  urgent: 'Urgent',
  emergency: 'Emergency',
};

/** A short answer to "Which unit?": "2B", "it's 4", "the basement flat", "house". */
export function looseUnit(message: string): string | undefined {
  const text = message
    .trim()
    .replace(/^(it'?s|it is|i'?m in|we'?re in|i live in|we live in|in|unit|apt\.?|apartment|#)\s+/i, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (!text || text.length > 40) return undefined;
  const place = whereInHome(message, '');
  if (place?.unit === WHOLE_PROPERTY && !place.location) return WHOLE_PROPERTY;
  return /^[a-z0-9-]{1,6}$/i.test(text) ? text.toUpperCase() : text;
}

const GREETING_START = /^(hi|hello|hey|good (morning|afternoon|evening))( there)?[\s,!.-]*/i;
const FILLER_START =
  /^(so |well |um |also )?(i think |i have |we have |there is |there's |theres |i've got |we've got )?(a |an |my |our |the )?/i;

/** The request's title: the problem's first meaningful sentence, without greetings, unit or contact. */
export function titleOf(problem: string): string {
  const cleaned = problem
    .replace(/[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[a-z]{2,}/gi, ' ')
    .replace(/\+?\(?\d[\d\s().-]{5,}\d/g, ' ')
    .replace(/\b(in |at )?(unit|apt|apartment|suite)\.?\s*#?\s*[a-z]?\d+[a-z]?\b/gi, ' ');
  const sentence = cleaned
    .split(/[.!?\n]+/)
    .map((part) =>
      part
        .trim()
        .replace(GREETING_START, '')
        .replace(FILLER_START, '')
        .replace(/\s+/g, ' ')
        .replace(/[\s,;:-]*\b(call|email|e-mail|text|phone|reach|contact)( me)?( at| on)?\s*$/i, '')
        .replace(/[\s,;:-]+$/, '')
        .trim(),
    )
    .find((part) => part.length > 2);
  if (!sentence) return 'Problem reported through the tenant line';
  const title = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (title.length <= 80) return title;
  return `${title.slice(0, 79).replace(/\s+\S*$/, '')}…`;
}

function detailLines(state: ConversationState): string[] {
  return [
    state.unit ? `Unit: ${state.unit}` : undefined,
    state.location ? `Where: ${state.location}` : undefined,
    state.urgency ? `Urgency: ${URGENCY_LABELS[state.urgency]}` : undefined,
    state.contact ? `Contact: ${state.contact}` : undefined,
  ].filter((line): line is string => line !== undefined);
}

const SOURCE_LINE = 'Reported by a tenant through the tenant line.';

/** A finished report leaves the unit and contact for the next one; the rest starts over. */
const afterReport = (state: ConversationState): ConversationState => ({
  unit: state.unit,
  contact: state.contact,
  requestIds: state.requestIds,
  ...(state.passedOn ? { passedOn: state.passedOn } : {}),
});

/** The unit question is answered by a unit or by a room ("the upstairs bathroom"). */
const isMissing = (state: ConversationState, slot: Exclude<Slot, 'problem'>): boolean =>
  slot === 'unit' ? !state.unit && !state.location : !state[slot];

const missingSlot = (state: ConversationState): Exclude<Slot, 'problem'> | undefined =>
  (['unit', 'urgency', 'contact'] as const).find((slot) => isMissing(state, slot));

/** Where the landlord's list shows the place: the unit and the room. */
export const placeOf = (state: ConversationState): string | undefined =>
  placeLabel({ unit: state.unit, location: state.location });

/** Safety first, then an emergency maintenance request; asks only for the unit and contact still missing. */
function escalate(
  kind: EmergencyKind,
  message: string,
  previous: ConversationState,
  state: ConversationState,
  context: DialogueContext,
): Plan {
  const problem = [previous.emergencyRequestId ? undefined : previous.problem, message]
    .filter(Boolean)
    .join('\n');
  const next: ConversationState = { ...state, problem, urgency: 'emergency' };
  const missing = (['unit', 'contact'] as const).find((slot) => isMissing(next, slot));
  const parts = [
    EMERGENCY_PLAYBOOKS[kind].guidance,
    `I've alerted your landlord: an emergency maintenance request is logged for ${context.address}.`,
  ];
  // The lease's own emergency line, when it has one.
  const line = context.lease.emergencyContact();
  if (line) parts.push(line);
  // What the lease says to do in this kind of emergency: where the water shutoff is, whom else to call.
  const steps = context.lease.emergencySteps(kind, problem, line);
  if (steps) parts.push(steps);
  if (missing) parts.push(`So they can reach you quickly: ${QUESTIONS[missing]}`);
  return {
    response: parts.join('\n\n'),
    state: missing ? { ...next, awaiting: missing } : afterReport(next),
    emergency: true,
    action: {
      kind: 'escalate',
      emergency: kind,
      description: [`${SOURCE_LINE} They wrote:`, problem, '', ...detailLines(next)].join('\n').trim(),
    },
  };
}

/** The reply to "yes, pass it on": the question joins those passed on. */
function passOn(question: string, state: ConversationState): Plan {
  const next: ConversationState = { ...state, passedOn: [...(state.passedOn ?? []), question] };
  return {
    response: state.contact
      ? `Done: I've passed your question on to your landlord. They will get back to you at ${state.contact}.`
      : "Done: I've passed your question on to your landlord, who can see this conversation. If you'd like " +
        'them to call or email you, tell me a phone number or email address.',
    state: next,
    emergency: false,
  };
}

export function planReply(
  message: string,
  reading: TenantReading,
  previous: ConversationState,
  context: DialogueContext,
): Plan {
  const state: ConversationState = {
    ...previous,
    awaiting: undefined,
    suspected: undefined,
    question: undefined,
  };
  if (reading.unit) state.unit = reading.unit;
  if (reading.contact) state.contact = reading.contact;
  const isReporting = Boolean(previous.problem || previous.emergencyRequestId);
  const wasAskedSafety = previous.awaiting === 'safety' && previous.suspected !== undefined;

  // Emergencies first, whatever else the message says (docs/product.md#tenant-line: as the landlord assistant
  // escalates); "yes" to the safety question confirms the one suspected.
  const confirmed = wasAskedSafety && reading.isYes ? previous.suspected : undefined;
  const emergency = reading.emergency ?? confirmed;
  if (emergency) return escalate(emergency, message, previous, state, context);

  if (reading.isCancel && isReporting) {
    return {
      response: `OK, I've dropped that report; nothing was sent. ${HELP}`,
      state: afterReport(state),
      emergency: false,
    };
  }

  // Might be an emergency: one question before anything is filed.
  const safetyQuestion = reading.possibleEmergency ? SAFETY_QUESTIONS[reading.possibleEmergency] : undefined;
  if (safetyQuestion && !wasAskedSafety && !state.emergencyRequestId) {
    return {
      response: safetyQuestion,
      state: {
        ...state,
        problem: [state.problem, message.trim()].filter(Boolean).join('\n'),
        awaiting: 'safety',
        suspected: reading.possibleEmergency,
      },
      emergency: false,
    };
  }

  // The answer to "shall I pass it on?".
  if (previous.awaiting === 'pass_on' && previous.question) {
    if (reading.isYes || (reading.contact && !reading.hasProblem && reading.topics.length === 0))
      return passOn(previous.question, state);
    if (reading.isNo) return { response: `OK. ${HELP}`, state, emergency: false };
  }

  // A numbered list of questions, nothing reported: each answered in turn, under its number.
  const numbered =
    context.read && !reading.hasProblem && !isReporting ? numberedQuestions(message) : undefined;
  if (numbered && context.read) {
    const read = context.read;
    const answers = numbered.map((question, i) => {
      const part = read(question);
      const text = part.topics.length
        ? context.lease.answer(question, part.topics).text
        : (context.lease.answerOpenQuestion(question) ?? "I couldn't find that in your lease on file.");
      return `**${i + 1}.** ${text}`;
    });
    return { response: answers.join('\n\n'), state, emergency: false };
  }

  const parts: string[] = [];
  let unanswered: string | undefined;
  const isAboutLease = reading.topics.length > 0 || reading.asksAboutOthers;
  if (reading.asksAboutOthers) parts.push(PRIVACY_ANSWER);
  else if (reading.topics.length) {
    const answer = context.lease.answer(message, reading.topics);
    parts.push(answer.text);
    if (answer.unanswered.length) unanswered = message.trim();
  }

  // The answer to the question the last reply asked.
  const isPlainAnswer = !isAboutLease && !reading.isQuestion;
  if (previous.awaiting === 'unit' && !reading.unit && isPlainAnswer) {
    const place = whereInHome(message, context.address, context.city ?? null);
    if (place) {
      if (place.unit) state.unit = place.unit;
      if (place.location) state.location = place.location;
    } else if (reading.wordCount <= 6) {
      const unit = looseUnit(message);
      if (unit) state.unit = unit;
    }
  }
  if (previous.awaiting === 'urgency' || (isReporting && reading.urgency) || reading.hasProblem) {
    const urgency = reading.urgency ?? (previous.awaiting === 'urgency' ? reading.looseUrgency : undefined);
    if (urgency) state.urgency = urgency;
  }

  // The problem: what the message reports, or anything said after "what is the problem?".
  let isNewProblem = false;
  if (!reading.asksAboutOthers) {
    const startsReport = reading.hasProblem || (previous.awaiting === 'problem' && isPlainAnswer);
    if (!state.problem && !state.emergencyRequestId && startsReport) {
      state.problem = message.trim();
      isNewProblem = true;
    } else if (state.problem && reading.hasProblem && previous.awaiting !== undefined && isPlainAnswer) {
      // More about the same problem, said while answering another question.
      state.problem = `${state.problem}\n${message.trim()}`;
    }
  }

  // An emergency request filed before only needs the tenant's unit and contact.
  if (state.emergencyRequestId) {
    const missing = (['unit', 'contact'] as const).find((slot) => isMissing(state, slot));
    if (missing) {
      parts.push(QUESTIONS[missing]);
      return { response: parts.join('\n\n'), state: { ...state, awaiting: missing }, emergency: false };
    }
    parts.push(
      `Thank you. I've added that to the emergency request; your landlord will contact you at ${state.contact}. ` +
        'If anyone is in danger, call **911** now.',
    );
    return {
      response: parts.join('\n\n'),
      state: afterReport(state),
      emergency: false,
      action: {
        kind: 'add_details',
        requestId: state.emergencyRequestId,
        details: detailLines({ ...state, urgency: undefined }).join('\n'),
      },
    };
  }

  if (state.problem) {
    const missing = missingSlot(state);
    if (missing) {
      if (wasAskedSafety)
        parts.push(
          "Thank you. I'll pass it to your landlord as a maintenance request. If that changes or anyone is in " +
            'danger, call **911**.',
        );
      else if (isNewProblem) {
        parts.push("Sorry to hear that. I'll pass it to your landlord as a maintenance request.");
        // "…what's the best way to get someone out?": how the lease says repairs are asked for, too.
        const how = reading.isQuestion && !isAboutLease ? context.lease.repairRequests(message) : undefined;
        if (how) parts.push(how);
        // "half the kitchen outlets are dead": what the lease says the tenant may do first, if it says.
        else {
          const first = context.lease.selfHelp(message);
          if (first) parts.push(first);
        }
      } else if (previous.awaiting === missing && !isAboutLease)
        parts.push(
          missing === 'contact'
            ? 'I need a phone number or an email address so your landlord can reach you.'
            : "Sorry, I didn't catch that.",
        );
      parts.push(QUESTIONS[missing]);
      return { response: parts.join('\n\n'), state: { ...state, awaiting: missing }, emergency: false };
    }
    const urgency = state.urgency as TenantUrgency;
    const title = titleOf(state.problem);
    parts.push(
      `Thank you. I've sent this to your landlord as a maintenance request: **${title}** (${URGENCY_LABELS[urgency].toLowerCase()}). ` +
        `They will contact you at ${state.contact}.` +
        (urgency === 'emergency'
          ? ' If anyone is in danger, call **911** now.'
          : ' If it gets worse or anyone is in danger, call **911**.'),
    );
    return {
      response: parts.join('\n\n'),
      state: afterReport(state),
      emergency: urgency === 'emergency',
      action: {
        kind: 'create',
        title,
        description: [state.problem, '', ...detailLines(state), SOURCE_LINE].join('\n'),
        priority: urgency,
      },
    };
  }

  if (parts.length === 0) {
    if (reading.isThanks) parts.push(`You're welcome. ${HELP}`);
    else if (reading.isGreeting) parts.push(`Hi! ${HELP}`);
    else if (reading.contact) parts.push(`Thank you: your landlord can reach you at ${state.contact}.`);
    else if (reading.isQuestion) {
      const quote = context.lease.isEmpty ? undefined : context.lease.answerOpenQuestion(message);
      if (quote) parts.push(quote);
      else {
        parts.push(
          `I couldn't find the answer to that in your lease on file, and I don't want to guess. ${PASS_ON_OFFER} ` +
            "If something needs fixing, describe the problem and I'll file a maintenance request.",
        );
        unanswered = message.trim();
      }
    } else {
      parts.push(`I'm not sure what you mean. ${HELP}`);
      return { response: parts.join('\n\n'), state: { ...state, awaiting: 'problem' }, emergency: false };
    }
  }
  return {
    response: parts.join('\n\n'),
    state: unanswered ? { ...state, awaiting: 'pass_on', question: unanswered } : state,
    emergency: false,
  };
}
