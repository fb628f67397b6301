import { Model } from 'objection';

/** Columns are snake_case in SQL and camelCase here (knexSnakeCaseMappers on the connection). */
export class BaseModel extends Model {
  static useLimitInFirst = true;
}
