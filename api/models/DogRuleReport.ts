import type { RelationMappingsThunk } from 'objection';
import type { ReportVerdict } from '../../domain/dog-rules/dog-rule-report.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import type { StoredVariant } from '../presenters/community-photo.ts';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { User } from './User.ts';

/** A visitor's "is this right?" on one dog rule, waiting for an admin's decision (issue #29 item 4). */
export class DogRuleReport extends BaseModel {
  static tableName = 'dog_rule_reports';
  static jsonAttributes = ['rule', 'photoVariants'];

  id!: number;
  beachId!: number;
  userId!: number;
  ruleIndex!: number | null;
  rule!: DogRule | null;
  verdict!: ReportVerdict;
  signSays!: string | null;
  signLocation!: string | null;
  storageKey!: string | null;
  photoVariants!: StoredVariant[];
  photoTakenOn!: Date | string | null;
  status!: 'open' | 'confirmed' | 'corrected' | 'dismissed';
  decidedBy!: number | null;
  decidedAt!: Date | null;
  decisionNote!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Loaded with withGraphFetched (the visitor's list: beach(name); the admin's mail: [beach, user]). */
  beach?: Beach;
  user?: User;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'dog_rule_reports.beachId', to: 'beaches.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'dog_rule_reports.userId', to: 'users.id' },
    },
  });
}
