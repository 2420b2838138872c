/** The sending engine's job types (handlers in ./send-job.ts and ./slice-job.ts). */
export const CAMPAIGN_SEND_JOB = 'campaign-send';
export const CAMPAIGN_SLICE_JOB = 'campaign-slice';

/**
 * How many `campaign-slice` jobs share one campaign: CAMPAIGN_SLICES, default 1 (the in-process runner
 * runs one job at a time); with BullMQ workers, one per worker process.
 */
export const sliceCount = (env = process.env) => Math.max(1, Math.min(64, Number(env.CAMPAIGN_SLICES || 1) || 1));
