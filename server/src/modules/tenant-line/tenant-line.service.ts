import { createHash, randomBytes } from 'node:crypto';
import { SpecialLeaseTermsSchema } from '@astor/contract/leases';
import type {
  TenantConversation,
  TenantLineInfo,
  TenantLineMessageInput,
  TenantLineReply,
  TenantLinkStatus,
} from '@astor/contract/tenant-line';
import type { Database } from '../../db/client.js';
import { timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { centsOf } from '../assistant/format.js';
import { escalateEmergency } from '../assistant/emergency-escalation.js';
import { listLeases } from '../leases/leases.repository.js';
import {
  findMaintenance,
  insertMaintenance,
  updateMaintenance,
} from '../maintenance/maintenance.repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { findProperty } from '../properties/properties.repository.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';
import { placeOf, planReply, readState, type Action, type ConversationState } from './dialogue.js';
import { LeaseAnswerer, type LeaseOnFile } from './lease-answers.js';
import { readMessage, type TenantReading } from './read-message.js';
import * as repo from './tenant-line.repository.js';

/**
 * docs/product.md#tenant-line: 30 messages per 10 minutes per token and client; the whole link takes ten
 * clients' worth.
 */
export const RATE_LIMIT = { windowMinutes: 10, perClient: 30, perLink: 300 };
/** The landlord's list shows the latest conversations first; older ones stay stored. */
const CONVERSATION_LIMIT = 100;

/** PostgreSQL text cannot hold NUL; other control characters (but tabs and new lines) mean nothing here. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const RATE_LIMITED_DETAIL =
  'Too many messages. Please wait a few minutes and try again. If anyone is in danger, call 911.';

const rateLimit = (name: string, limit: number): ThrottleRule => ({
  name,
  limit,
  windowSeconds: RATE_LIMIT.windowMinutes * 60,
  detail: () => RATE_LIMITED_DETAIL,
});
const PER_CLIENT = rateLimit('tenant-line:client', RATE_LIMIT.perClient);
const PER_LINK = rateLimit('tenant-line:link', RATE_LIMIT.perLink);

export type TenantLineOptions = {
  /** Told when raising the landlord's notifications fails; the tenant's reply goes out regardless. */
  onNotifyError?: (error: unknown) => void;
  /** What "today" is (the app's clock): the next day a schedule falls on is counted from it. */
  clock?: () => Date;
};

/** Only the token's hash is stored (like password reset tokens): a database leak opens no tenant line. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function greetingFor(address: string): string {
  return (
    `Hi, I'm Astor, the assistant for ${address}. Tell me what needs fixing and I'll pass it to your ` +
    'landlord as a maintenance request, or ask me about your lease: rent and when it is due, late fees, the ' +
    'deposit, the lease dates, pets, parking and its other rules. If anyone is in danger, call 911 first.'
  );
}

function toLeaseOnFile(row: Awaited<ReturnType<typeof listLeases>>[number]): LeaseOnFile {
  const terms = SpecialLeaseTermsSchema.safeParse(row.lease.specialLeaseTerms);
  return {
    rentCents: row.lease.rentAmountMonthly === null ? null : centsOf(row.lease.rentAmountMonthly),
    dueDay: row.lease.rentDueDay,
    graceDays: row.lease.gracePeriodDays,
    depositCents: row.lease.securityDeposit === null ? null : centsOf(row.lease.securityDeposit),
    startDate: row.lease.startDate,
    endDate: row.lease.endDate,
    leaseType: row.lease.leaseType,
    terms: terms.success ? terms.data : null,
  };
}

/** A document's name as the tenant reads it under a quote. */
const documentTitle = (row: repo.LeaseDocumentRow): string =>
  row.description?.trim() || row.fileName?.trim() || 'your lease document';

/**
 * The tenant line: landlords turn a private link on per property, rotate or revoke it, and read every
 * conversation; tenants, holding only the link, report problems and ask about the lease on file. The
 * public side sees one property's street and city, the figures of its active leases, and nothing else.
 */
export class TenantLineService {
  private readonly throttle: Throttle;

  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
    private readonly options: TenantLineOptions = {},
  ) {
    this.throttle = new Throttle(db);
  }

  // ---- landlord side

  /** A new link for the property (the old one stops working); the token is returned this once. */
  async enableLink(ownerId: string, propertyId: string): Promise<{ token: string; createdAt: string }> {
    await this.assertProperty(ownerId, propertyId);
    const token = randomBytes(32).toString('base64url');
    try {
      const link = await repo.replaceLink(this.db, ownerId, propertyId, hashToken(token));
      return { token, createdAt: timestampOut(link.createdAt) };
    } catch (error) {
      // Two rotations at once: the one-live-link index lets one win.
      if (await repo.findLiveLinkForProperty(this.db, ownerId, propertyId))
        throw new AppError('conflict', 'The tenant line link was changed at the same time; try again.');
      throw error;
    }
  }

  async linkStatus(ownerId: string, propertyId: string): Promise<TenantLinkStatus> {
    await this.assertProperty(ownerId, propertyId);
    const link = await repo.findLiveLinkForProperty(this.db, ownerId, propertyId);
    return { active: Boolean(link), created_at: link ? timestampOut(link.createdAt) : null };
  }

  async revokeLink(ownerId: string, propertyId: string): Promise<void> {
    await this.assertProperty(ownerId, propertyId);
    await repo.revokeLinks(this.db, ownerId, propertyId);
  }

  /** Every conversation of the owner's (one property's when given; another owner's property lists none). */
  async conversations(ownerId: string, propertyId?: string): Promise<TenantConversation[]> {
    const rows = await repo.listConversations(this.db, ownerId, { propertyId, limit: CONVERSATION_LIMIT });
    const messages = await repo.listMessagesOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const state = readState(row.state);
      return {
        id: row.id,
        property_id: row.propertyId,
        created_at: timestampOut(row.createdAt),
        last_message_at: timestampOut(row.lastMessageAt),
        details: {
          unit: placeOf(state) ?? null,
          problem: state.problem ?? null,
          urgency: state.urgency ?? null,
          contact: state.contact ?? null,
        },
        maintenance_request_ids: state.requestIds,
        messages: messages
          .filter((message) => message.conversationId === row.id)
          .map((message) => ({
            id: message.id,
            sender: message.sender === 'bot' ? ('bot' as const) : ('tenant' as const),
            text: message.text,
            emergency: message.isEmergency,
            created_at: timestampOut(message.createdAt),
          })),
      };
    });
  }

  // ---- tenant side

  async open(token: string): Promise<TenantLineInfo> {
    const link = await this.liveLink(token);
    return {
      property: { address: link.property.address, city: link.property.city },
      greeting: greetingFor(link.property.address),
    };
  }

  async receive(token: string, input: TenantLineMessageInput, ip: string): Promise<TenantLineReply> {
    const receivedAt = new Date();
    const link = await this.liveLink(token);
    await this.assertWithinRateLimit(link.id, ip);

    const conversation =
      (input.conversation_id &&
        (await repo.findConversationOfLink(this.db, link.id, input.conversation_id))) ||
      // A conversation of another link (or none) is never continued: this one starts afresh.
      (await repo.insertConversation(this.db, {
        id: link.id,
        ownerId: link.ownerId,
        propertyId: link.property.id,
      }));

    // A lone carriage return is a line break too: as a line feed it ends a sentence (the request's title)
    // and no raw CR is kept for line-based formats (iCalendar, CSV) to take as the end of a line.
    const message = input.message.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim() || '…';
    const leases = await listLeases(this.db, link.ownerId, {
      propertyId: link.property.id,
      activeOnly: true,
    });
    // The household's own names ("Tessa's deposit", from her mother) are no one else's business.
    const household = leases.flatMap(({ tenant }) =>
      tenant ? [tenant.firstName, tenant.lastName, tenant.companyName ?? ''] : [],
    );
    const reading = readMessage(message, link.property, household);
    const plan = planReply(message, reading, readState(conversation.state), {
      address: link.property.address,
      city: link.property.city,
      lease: await this.leaseOnFile(link, reading, leases),
      read: (text) => readMessage(text, link.property, household),
    });

    let state: ConversationState = plan.state;
    let requestId: string | undefined;
    if (plan.action) {
      requestId = await this.carryOut(link, plan.action);
      if (plan.action.kind !== 'add_details') {
        state = { ...state, requestIds: [...new Set([...state.requestIds, requestId])] };
        // The tenant still owes their unit or contact: it goes to this emergency request.
        if (plan.action.kind === 'escalate' && state.awaiting)
          state = { ...state, emergencyRequestId: requestId };
      }
      // The app raises notifications after a signed-in user's changes; a tenant is not signed in.
      await this.notifications
        .raiseDue(link.ownerId)
        .catch((error: unknown) => this.options.onNotifyError?.(error));
    }

    // The reply is stamped after the message, so the two never swap places.
    const repliedAt = new Date(Math.max(Date.now(), receivedAt.getTime() + 1));
    await repo.recordExchange(this.db, conversation.id, {
      tenant: { text: message, ip, createdAt: receivedAt },
      bot: { text: plan.response, isEmergency: plan.emergency, createdAt: repliedAt },
      state,
    });

    const reply: TenantLineReply = { conversation_id: conversation.id, response: plan.response };
    if (plan.emergency) reply.emergency = true;
    if (requestId) reply.maintenance_request_id = requestId;
    return reply;
  }

  /**
   * What the lease on file says, read for a question and for a problem reported (what the lease says the
   * tenant may do first: reset a breaker, change a filter).
   */
  private async leaseOnFile(
    link: repo.LiveLink,
    reading: TenantReading,
    leases: Awaited<ReturnType<typeof listLeases>>,
  ): Promise<LeaseAnswerer> {
    // An emergency reads the lease too: its emergency number goes with the safety guidance.
    const asks =
      (reading.topics.length > 0 ||
        reading.isQuestion ||
        reading.hasProblem ||
        reading.emergency !== undefined ||
        reading.possibleEmergency !== undefined) &&
      !reading.asksAboutOthers;
    if (!asks) return new LeaseAnswerer({ leases: [], documents: [] });
    const documents = await repo.listLeaseDocuments(this.db, link.ownerId, link.property.id);
    return new LeaseAnswerer({
      today: (this.options.clock?.() ?? new Date()).toISOString().slice(0, 10),
      leases: leases.map(toLeaseOnFile),
      documents: documents.map((row) => ({
        id: row.id,
        title: documentTitle(row),
        text: row.extractedText ?? '',
      })),
    });
  }

  /** Creates or completes a maintenance request through the maintenance repository; its id. */
  private async carryOut(link: repo.LiveLink, action: Action): Promise<string> {
    switch (action.kind) {
      case 'escalate': {
        // The landlord assistant's escalation: the same request titles, and one request per emergency a day.
        const reply = await escalateEmergency(
          this.db,
          link.ownerId,
          { kind: action.emergency, message: action.description },
          { property: link.property },
        );
        const request = reply.sources.find((source) => source.type === 'maintenance');
        if (!request) throw new Error('emergency escalation logged no maintenance request');
        return request.id;
      }
      case 'create': {
        const row = await insertMaintenance(this.db, link.ownerId, {
          propertyId: link.property.id,
          title: action.title,
          description: action.description,
          status: 'Pending',
          priority: action.priority,
        });
        return row.id;
      }
      case 'add_details': {
        const row = await findMaintenance(this.db, link.ownerId, action.requestId);
        if (row) {
          await updateMaintenance(this.db, link.ownerId, row.id, {
            description: [row.description, action.details].filter(Boolean).join('\n\n'),
          });
        }
        return action.requestId;
      }
    }
  }

  private async liveLink(token: string): Promise<repo.LiveLink> {
    const link = await repo.findLiveLinkByHash(this.db, hashToken(token));
    // Unknown and revoked links answer alike: a guessed token learns nothing.
    if (!link) throw notFound('Tenant line');
    return link;
  }

  /** Counted before the message is read, so concurrent messages cannot all pass (see modules/throttle). */
  private async assertWithinRateLimit(linkId: string, ip: string): Promise<void> {
    await this.throttle.take(PER_CLIENT, `${linkId}:${ip}`);
    await this.throttle.take(PER_LINK, linkId);
  }

  private async assertProperty(ownerId: string, propertyId: string): Promise<void> {
    if (!(await findProperty(this.db, ownerId, propertyId))) throw notFound('Property');
  }
}
