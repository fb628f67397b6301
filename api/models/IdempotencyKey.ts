import { BaseModel } from './base-model.ts';

/** The stored first answer to a create request, replayed for the same key and actor. */
export class IdempotencyKey extends BaseModel {
  static tableName = 'idempotency_keys';
  static idColumn = ['key', 'actor'];
  static jsonAttributes = ['responseBody'];

  key!: string;
  actor!: string;
  method!: string;
  path!: string;
  requestHash!: string;
  responseStatus!: number | null;
  responseBody!: unknown;
  createdAt!: Date;
}
