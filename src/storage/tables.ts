// The database as Kysely sees it. Columns are snake_case; repos map them to camelCase records.
import type { Selectable } from "kysely";

export type Timestamp = string | Date;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamsTable {
  id: string;
  name: string;
  plan: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: string;
  joined_at: Timestamp;
}

export interface CredentialsTable {
  id: string;
  user_id: string;
  type: string;
  name: string | null;
  secret_hash: string;
  scopes: string;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SprintsTable {
  id: string;
  team_id: string;
  name: string;
  description: string | null;
  goal: string | null;
  start_date: string | null;
  end_date: string | null;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ActivitiesTable {
  id: string;
  team_id: string;
  sprint_id: string;
  title: string;
  description: string | null;
  status: string;
  priority: string | null;
  points: number | null;
  due_date: string | null;
  assigned_to: string | null;
  review_status: string | null;
  created_by: string;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentsTable {
  id: string;
  team_id: string;
  activity_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  team_id: string;
  title: string;
  content: string;
  sprint_id: string | null;
  activity_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResourcesTable {
  id: string;
  team_id: string;
  title: string;
  url: string;
  type: string;
  activity_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AiUsageTable {
  team_id: string;
  period: string;
  used: number;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  state: string;
  outcome: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  credentials: CredentialsTable;
  sprints: SprintsTable;
  activities: ActivitiesTable;
  comments: CommentsTable;
  documents: DocumentsTable;
  resources: ResourcesTable;
  ai_usage: AiUsageTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type TeamRow = Selectable<TeamsTable>;
export type MemberRow = Selectable<TeamMembersTable>;
export type CredentialRow = Selectable<CredentialsTable>;
export type SprintRow = Selectable<SprintsTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
export type CommentRow = Selectable<CommentsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type ResourceRow = Selectable<ResourcesTable>;
