import type {
  ApiAnswer,
  FormWire,
  LiveStatisticsWire,
  MatchWire,
  PredictionWire,
  StreamWire,
  VoteChoice,
} from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

/**
 * The match centre's calls (issue 21), each a row of the contract's endpoint table: the widget
 * statistics, the video, the poll. Answers stay in their wire shape (snake_case).
 */
export const getLiveStatistics = (id: number): Promise<LiveStatisticsWire> =>
  apiRequest('matchWidgetStatistics', { params: { id, type: 'statistics' } }).then(
    (body: ApiAnswer<'matchWidgetStatistics'>) => body.data as LiveStatisticsWire,
  );

export const getForm = (id: number): Promise<FormWire> =>
  apiRequest('matchWidgetStatistics', { params: { id, type: 'form' } }).then(
    (body) => body.data as FormWire,
  );

export const getVideo = (id: number): Promise<StreamWire> =>
  apiRequest('matchVideo', { params: { id } }).then((body) => body.data);

/** The match with its timeline: what the 2D view draws from. */
export const getMatchWire = (id: number): Promise<MatchWire> =>
  apiRequest('match', { params: { id } }) as Promise<MatchWire>;

export const getPrediction = (id: number): Promise<PredictionWire> =>
  apiRequest('prediction', { query: { prediction_id: id } }).then((body) => body.data);

export const vote = (id: number, choice: VoteChoice): Promise<PredictionWire> =>
  apiRequest('vote', { body: { prediction_id: id, data: { choice } } }).then((body) => body.data);
