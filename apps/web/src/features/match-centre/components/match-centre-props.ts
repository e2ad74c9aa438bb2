export interface MatchCentreProps {
  matchId: number;
  sportKey: string;
  isLive: boolean;
  hasVideo: boolean;
  homeName: string;
  awayName: string;
}
