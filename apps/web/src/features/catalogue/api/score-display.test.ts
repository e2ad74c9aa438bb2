import { describe, expect, it } from 'vitest';
import {
  cricketScore,
  cricketSideText,
  gameScoreText,
  oversText,
  rowScoreText,
} from './score-display';
import { timelineText } from './timeline-text';

const tennis = (game: { home: number; away: number }, set = { home: 2, away: 3 }) => ({
  sport: { key: 'tennis' },
  gameScore: game,
  periodScores: [{ ...set, number: 1, type: 'set' }],
});

describe('tennis game score', () => {
  it('shows the feed advantage 50 as AD and 0/15/30/40 as they are', () => {
    expect(gameScoreText(tennis({ home: 50, away: 40 }))).toEqual({ home: 'AD', away: '40' });
    expect(gameScoreText(tennis({ home: 40, away: 50 }))).toEqual({ home: '40', away: 'AD' });
    expect(gameScoreText(tennis({ home: 0, away: 15 }))).toEqual({ home: '0', away: '15' });
    expect(gameScoreText(tennis({ home: 30, away: 40 }))).toEqual({ home: '30', away: '40' });
  });

  it('counts tie-break points plainly at six games all', () => {
    expect(gameScoreText(tennis({ home: 5, away: 3 }, { home: 6, away: 6 }))).toEqual({
      home: '5',
      away: '3',
    });
  });
});

describe('cricket score', () => {
  const match = {
    sport: { key: 'cricket' },
    gameScore: { home: 4, away: 2 },
    periodScores: [
      { home: 151, away: 0, number: 1, type: 'innings', wickets: 4, balls: 120 },
      { home: 0, away: 45, number: 2, type: 'innings', wickets: 2, balls: 38 },
    ],
  };

  it('writes overs as completed overs and balls', () => {
    expect(oversText(272)).toBe('45.2');
    expect(oversText(120)).toBe('20.0');
  });

  it('shows runs/wickets and overs of each side, not runs against runs', () => {
    const score = cricketScore(match);
    expect(score).toEqual({
      home: { runs: 151, wickets: 4, overs: '20.0' },
      away: { runs: 45, wickets: 2, overs: '6.2' },
    });
    expect(cricketSideText(score!.home, 'ov')).toBe('151/4 (20.0 ov)');
    expect(cricketSideText(score!.away, 'ov')).toBe('45/2 (6.2 ov)');
  });

  it('gives list rows runs/wickets per side', () => {
    const row = { ...match, totalScore: { home: 151, away: 45 } };
    expect(rowScoreText(row, 'home')).toBe('151/4');
    expect(rowScoreText(row, 'away')).toBe('45/2');
    expect(rowScoreText({ ...row, sport: { key: 'football' } }, 'away')).toBe('45');
  });

  it('is null for other sports', () => {
    expect(cricketScore({ ...match, sport: { key: 'football' } })).toBeNull();
  });
});

describe('timeline entries', () => {
  const words = { events: { game_won: 'Game won' }, home: 'Nadal', away: 'Federer' };
  it('name the side that won the game', () => {
    expect(timelineText({ type: 'game_won', side: 'away' }, words)).toEqual({
      label: 'Game won',
      team: 'Federer',
    });
    expect(timelineText({ type: 'match_started', side: null }, words)).toEqual({
      label: 'Match started',
      team: null,
    });
  });
});
