import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@astor/contract/common';
import { ErrorSchema, MessageSchema } from '@astor/contract/errors';
import {
  InvoiceInputSchema,
  InvoiceSchema,
  UpdateInvoiceInputSchema,
  UpdateVendorInputSchema,
  VendorInputSchema,
  VendorSchema,
} from '@astor/contract/vendors';
import { currentUser } from '../../plugins/authenticate.js';
import type { VendorsService } from './vendors.service.js';

const security = [{ bearer: [] }];
const errors = { 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };

/** /vendors and /invoices (docs/product.md#vendors-and-invoices). */
export function vendorsRoutes(service: VendorsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireUser);

    const vendors = { tags: ['vendors'], security };
    app.get(
      '/vendors',
      { schema: { ...vendors, response: { 200: z.array(VendorSchema), ...errors } } },
      (request) => service.listVendors(currentUser(request).id),
    );
    app.get(
      '/vendors/:id',
      { schema: { ...vendors, params: IdParamsSchema, response: { 200: VendorSchema, ...errors } } },
      (request) => service.getVendor(currentUser(request).id, request.params.id),
    );
    app.post(
      '/vendors',
      {
        config: { effects: ['owner-data'] },
        schema: { ...vendors, body: VendorInputSchema, response: { 201: VendorSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createVendor(currentUser(request).id, request.body)),
    );
    app.patch(
      '/vendors/:id',
      {
        config: { effects: ['owner-data'] },
        schema: {
          ...vendors,
          params: IdParamsSchema,
          body: UpdateVendorInputSchema,
          response: { 200: VendorSchema, ...errors },
        },
      },
      (request) => service.updateVendor(currentUser(request).id, request.params.id, request.body),
    );
    app.delete(
      '/vendors/:id',
      {
        config: { effects: ['owner-data'] },
        schema: { ...vendors, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.removeVendor(currentUser(request).id, request.params.id);
        return { message: 'Vendor deleted' };
      },
    );

    const invoices = { tags: ['invoices'], security };
    app.get(
      '/invoices',
      {
        schema: {
          ...invoices,
          querystring: z.object({ property_id: z.string().optional() }),
          response: { 200: z.array(InvoiceSchema), ...errors },
        },
      },
      (request) => service.listInvoices(currentUser(request).id, request.query.property_id),
    );
    app.get(
      '/invoices/:id',
      { schema: { ...invoices, params: IdParamsSchema, response: { 200: InvoiceSchema, ...errors } } },
      (request) => service.getInvoice(currentUser(request).id, request.params.id),
    );
    app.post(
      '/invoices',
      {
        config: { effects: ['owner-data'] },
        schema: { ...invoices, body: InvoiceInputSchema, response: { 201: InvoiceSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createInvoice(currentUser(request).id, request.body)),
    );
    app.patch(
      '/invoices/:id',
      {
        config: { effects: ['owner-data'] },
        schema: {
          ...invoices,
          params: IdParamsSchema,
          body: UpdateInvoiceInputSchema,
          response: { 200: InvoiceSchema, ...errors },
        },
      },
      (request) => service.updateInvoice(currentUser(request).id, request.params.id, request.body),
    );
    app.delete(
      '/invoices/:id',
      {
        config: { effects: ['owner-data'] },
        schema: { ...invoices, params: IdParamsSchema, response: { 200: MessageSchema, ...errors } },
      },
      async (request) => {
        await service.removeInvoice(currentUser(request).id, request.params.id);
        return { message: 'Invoice deleted' };
      },
    );
  };
}
