import type { Db } from '../../packages/server/src/platform/db/database.js';
export interface GenerateOptions {
    tenantId: string;
    channelIds: string[];
    zone: string;
    /** The last generated day (local); data covers `days` days up to and including it. */
    lastDay: string;
    days: number;
    conversations: number;
    messages: number;
    ratings: number;
    tickets: number;
    unanswered: number;
    /** Seed of the pseudo-random numbers, so two runs write the same data. */
    seed?: number;
    log?: (line: string) => void;
}
export declare function generateReportData(db: Db['kysely'], o: GenerateOptions): Promise<void>;
