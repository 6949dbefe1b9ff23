import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarEventSchema,
  CalendarFeedSchema,
  ComplianceItemSchema,
  ComplianceQuerySchema,
  CreateComplianceInputSchema,
  CreateEventInputSchema,
  EventsQuerySchema,
  UpdateComplianceInputSchema,
  UpdateEventInputSchema,
} from '@astor/contract/calendar';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import { fileReply } from '../../plugins/openapi.js';
import type { CalendarService } from './calendar.service.js';

const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** The feed itself, read by calendar apps with no bearer token: its secret URL is the credential. */
export function calendarFeedRoutes(service: CalendarService): FastifyPluginAsyncZod {
  return async (app) => {
    // The feed itself is read by calendar apps with no bearer token: its secret URL is the credential.
    app.get(
      '/calendar/feed/:file',
      {
        schema: {
          tags: ['calendar'],
          params: z.object({ file: z.string().max(600) }),
          response: { 200: fileReply('text/calendar', 'The calendar as iCalendar'), 404: ErrorSchema },
        },
      },
      async (request, reply) => {
        const token = request.params.file.replace(/\.ics$/, '');
        const body = await service.feed(token);
        if (!body) throw new AppError('not_found', 'Calendar feed not found');
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="astor.ics"')
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    );
  };
}

export function calendarRoutes(service: CalendarService): FastifyPluginAsyncZod {
  return async (guarded) => {
    guarded.addHook('onRequest', guarded.requireUser);
    const tags = ['calendar'];
    const owner = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

    guarded.get(
      '/calendar/events',
      {
        schema: {
          tags,
          security,
          querystring: EventsQuerySchema,
          response: { 200: z.array(CalendarEventSchema), ...errors },
        },
      },
      (request) => service.events(owner(request), request.query.from, request.query.to),
    );
    guarded.post(
      '/calendar/events',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          body: CreateEventInputSchema,
          response: { 201: CalendarEventSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createEvent(owner(request), request.body)),
    );
    guarded.patch(
      '/calendar/events/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: UpdateEventInputSchema,
          response: { 200: CalendarEventSchema, ...errors },
        },
      },
      (request) => service.updateEvent(owner(request), request.params.id, request.body),
    );
    guarded.delete(
      '/calendar/events/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.deleteEvent(owner(request), request.params.id);
        return { message: 'Event deleted' };
      },
    );

    guarded.get(
      '/calendar/feed',
      { schema: { tags, security, response: { 200: CalendarFeedSchema, ...errors } } },
      async (request) => {
        const token = await service.feedToken(owner(request));
        return { url: `${request.protocol}://${request.host}/api/calendar/feed/${token}.ics` };
      },
    );
    guarded.delete(
      '/calendar/feed',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { tags, security, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.revokeFeed(owner(request));
        return { message: 'Calendar feed revoked' };
      },
    );

    const compliance = ['compliance'];
    // What the routes of one item (/compliance/:id) share.
    const byId = { tags: compliance, security, params: IdParamsSchema };
    guarded.get(
      '/compliance',
      {
        schema: {
          tags: compliance,
          security,
          querystring: ComplianceQuerySchema,
          response: { 200: z.array(ComplianceItemSchema), ...errors },
        },
      },
      (request) => service.listCompliance(owner(request), request.query.property_id),
    );
    guarded.post(
      '/compliance',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags: compliance,
          security,
          body: CreateComplianceInputSchema,
          response: { 201: ComplianceItemSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createCompliance(owner(request), request.body)),
    );
    guarded.post(
      '/compliance/checklist',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          tags: compliance,
          security,
          body: z.object({ property_id: z.string().min(1) }),
          response: { 201: z.array(ComplianceItemSchema), ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.addDefaultChecklist(owner(request), request.body.property_id)),
    );
    guarded.patch(
      '/compliance/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: {
          ...byId,
          body: UpdateComplianceInputSchema,
          response: { 200: ComplianceItemSchema, ...errors },
        },
      },
      (request) => service.updateCompliance(owner(request), request.params.id, request.body),
    );
    guarded.delete(
      '/compliance/:id',
      {
        config: { effects: ['owner-data', 'notifications'] },
        schema: { ...byId, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.deleteCompliance(owner(request), request.params.id);
        return { message: 'Compliance item deleted' };
      },
    );
  };
}
