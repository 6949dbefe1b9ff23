import type { Database } from '../../db/client.js';
import { insertMaintenance, listMaintenance } from '../maintenance/maintenance.repository.js';
import { EMERGENCY_PLAYBOOKS, type EmergencyKind } from '../../nlu/emergency.js';
import type { PropertyRef } from '../../nlu/entities.js';
import type { Understanding } from '../../nlu/understand.js';
import type { EngineReply } from './replies.js';

/** The same emergency at the same property within a day is the same request (a tenant may report it twice). */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_LISTED_PROPERTIES = 10;

export type EmergencyReport = { kind: EmergencyKind; message: string };

/** The property an emergency is at: the one named, or the only one; else the candidates to ask about. */
export function propertyForEmergency(
  understanding: Understanding,
  properties: PropertyRef[],
): { property: PropertyRef } | { candidates: PropertyRef[] } {
  const named = understanding.entities.properties;
  const ids = [...new Set(named.flatMap((mention) => mention.ids))];
  if (ids.length === 1) {
    const property = properties.find((p) => p.id === ids[0]);
    if (property) return { property };
  }
  if (ids.length > 1) return { candidates: properties.filter((p) => ids.includes(p.id)) };
  if (properties.length === 1) return { property: properties[0] as PropertyRef };
  return { candidates: properties };
}

/**
 * Safety guidance first, always; then an emergency maintenance request (Pending, priority emergency, the
 * message as its description) at the property, created through the maintenance repository so the app's
 * notification hook raises it. Without a property to put it on, it asks which one and creates nothing.
 */
export async function escalateEmergency(
  db: Database,
  ownerId: string,
  report: EmergencyReport,
  target: { property: PropertyRef } | { candidates: PropertyRef[] },
): Promise<EngineReply> {
  const playbook = EMERGENCY_PLAYBOOKS[report.kind];
  if ('candidates' in target) {
    if (target.candidates.length === 0) {
      return {
        response:
          `${playbook.guidance}\n\nYou have no properties in Astor yet, so I couldn't log a maintenance request. ` +
          'Add the property, then tell me again and I will.',
        sources: [],
        emergency: true,
      };
    }
    const listed = target.candidates.slice(0, MAX_LISTED_PROPERTIES);
    return {
      response:
        `${playbook.guidance}\n\nWhich property is this at? Reply with the address and I'll log an emergency ` +
        `maintenance request:\n${listed.map((p) => `- ${p.address}`).join('\n')}`,
      sources: listed.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
      emergency: true,
    };
  }
  const { property } = target;
  const existing = (await listMaintenance(db, ownerId, { propertyId: property.id })).find(
    (row) =>
      row.title === playbook.title &&
      row.priority === 'emergency' &&
      row.status !== 'Completed' &&
      // Record time, not the app's clock: created_at is stamped by the database.
      Date.now() - row.createdAt.getTime() < DUPLICATE_WINDOW_MS,
  );
  const request =
    existing ??
    (await insertMaintenance(db, ownerId, {
      propertyId: property.id,
      title: playbook.title,
      description: report.message,
      status: 'Pending',
      priority: 'emergency',
    }));
  const logged = existing
    ? `An emergency maintenance request for **${property.address}** is already open ("${playbook.title}").`
    : `I've logged an emergency maintenance request for **${property.address}** ("${playbook.title}") and flagged it in your notifications.`;
  return {
    response: `${playbook.guidance}\n\n${logged}`,
    sources: [
      { type: 'maintenance', id: request.id, label: `${request.title}, ${property.address}` },
      { type: 'property', id: property.id, label: property.address },
    ],
    emergency: true,
  };
}

/**
 * An emergency told to the public demo, where questions change nothing (modules/demo/demo.guard.ts): the
 * same safety guidance first, then no maintenance request, and the reply says so. The demo never asks
 * which property either, as there is nothing to file.
 */
export function demoEmergency(
  report: EmergencyReport,
  target: { property: PropertyRef } | { candidates: PropertyRef[] },
): EngineReply {
  const playbook = EMERGENCY_PLAYBOOKS[report.kind];
  const property = 'property' in target ? target.property : undefined;
  const where = property ? ` for **${property.address}**` : '';
  return {
    response:
      `${playbook.guidance}\n\nThis is the demo, so no maintenance request was filed. In your own ` +
      `workspace, Astor logs an emergency maintenance request${where} ("${playbook.title}") and flags it ` +
      'in your notifications.',
    sources: property ? [{ type: 'property', id: property.id, label: property.address }] : [],
    emergency: true,
  };
}
