'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PredictionWire, VoteChoice } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-fetch';
import { publish } from '@/lib/event-bus';
import { useAuthStatus } from '@/lib/session-store';
import { getPrediction, vote } from '../api/match-centre-client';
import type { MatchCentreProps } from './match-centre-props';
import { matchCentreKeys } from './match-centre-keys';
import styles from './match-centre.module.css';

/** The "who wins" poll (issue 21): one vote per player, then the crowd's split. */
export function PredictionPoll(props: MatchCentreProps) {
  const t = useTranslations('matchCentre');
  const client = useQueryClient();
  const status = useAuthStatus();
  const signedIn = status === 'loggedIn';
  const key = matchCentreKeys.poll(props.matchId);
  const poll = useQuery({
    // The vote is the player's: the query is keyed under `account`, which sign-out clears.
    queryKey: [...key, signedIn],
    queryFn: () => getPrediction(props.matchId),
  });
  const cast = useMutation({
    mutationFn: (choice: VoteChoice) => vote(props.matchId, choice),
    onSuccess: (data) => client.setQueryData([...key, signedIn], data),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
  const data: PredictionWire | undefined = poll.data;
  if (!data) return null;
  const voted = data.vote !== null;
  const showSplit = voted || !data.open;
  const nameOf = (choice: VoteChoice) =>
    choice === 'home' ? props.homeName : choice === 'away' ? props.awayName : t('draw');
  const onVote = (choice: VoteChoice) => {
    if (!signedIn) {
      publish('modal-requested', { modal: 'signIn' });
      return;
    }
    cast.mutate(choice);
  };
  const errorText =
    cast.error instanceof ApiError && cast.error.status === 409
      ? t('alreadyVoted')
      : cast.error
        ? t('voteError')
        : null;
  return (
    <section className={styles.panel} data-testid="prediction-poll" aria-labelledby="mc-poll">
      <h2 id="mc-poll" className={styles.heading}>
        {t('poll')}
      </h2>
      {showSplit ? (
        <ul className={styles.split} data-testid="poll-split">
          {data.choices.map((choice) => (
            <li
              key={choice}
              className={styles.splitRow}
              data-choice={choice}
              data-mine={data.vote?.data.choice === choice || undefined}
            >
              <span className={styles.splitName}>
                {nameOf(choice)}
                {data.vote?.data.choice === choice ? (
                  <span className={styles.mine}>{t('yourVote')}</span>
                ) : null}
              </span>
              <span className={styles.splitPercent}>{data.percentages[choice]}%</span>
              <span className={styles.splitBar} aria-hidden="true">
                <span style={{ inlineSize: `${data.percentages[choice]}%` }} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.choices}>
          {data.choices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.choice}
              data-choice={choice}
              disabled={cast.isPending}
              onClick={() => onVote(choice)}
            >
              {nameOf(choice)}
            </button>
          ))}
        </div>
      )}
      <p className={styles.muted} data-testid="poll-total">
        {!data.open ? `${t('pollClosed')} · ` : ''}
        {t('votes', { count: data.total })}
        {!signedIn && data.open ? ` · ${t('signInToVote')}` : ''}
      </p>
      {errorText ? (
        <p className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
    </section>
  );
}
