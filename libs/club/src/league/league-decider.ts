// A league: created once with its game and ranking rule, then sessions of that game are added.
import type { Decider } from '@club/events';
import { refuseLongName } from '../shared/name-limit';
import { refuse } from '../shared/refuse';
import type { LeagueCommand } from './league-commands';
import type { LeagueEvent, LeagueGame, RankingRule } from './league-events';
import { event } from '@club/events';

export interface LeagueState {
  readonly leagueId: string | null;
  readonly game: LeagueGame | null;
  readonly rankingRule: RankingRule | null;
  readonly sessions: readonly string[];
}

export const initialLeagueState: LeagueState = { leagueId: null, game: null, rankingRule: null, sessions: [] };

export function decideLeague(command: LeagueCommand, state: LeagueState): readonly LeagueEvent[] {
  if (command.type === 'CreateLeague') {
    if (state.leagueId) refuse('league-exists', `league '${state.leagueId}' already exists`);
    refuseLongName('name', command.name);
    const ultiRule = command.rankingRule.kind === 'ulti';
    if (ultiRule !== (command.game === 'ulti'))
      refuse('ranking-rule', `rankingRule: '${command.rankingRule.kind}' does not rank a ${command.game} league`);
    return [
      event('LeagueCreated', {
        leagueId: command.leagueId,
        seasonId: command.seasonId,
        name: command.name,
        game: command.game,
        rankingRule: command.rankingRule,
      }),
    ];
  }
  if (!state.leagueId) refuse('no-league', 'the league is not created yet');
  if (command.game !== state.game)
    refuse(
      'wrong-game',
      `session '${command.sessionId}' is a ${command.game} session; league '${state.leagueId}' is a ${state.game} league`,
    );
  if (state.sessions.includes(command.sessionId))
    refuse('session-in-league', `session '${command.sessionId}' is already in league '${state.leagueId}'`);
  return [
    event('SessionAddedToLeague', { leagueId: state.leagueId, sessionId: command.sessionId, game: command.game }),
  ];
}

export function evolveLeague(state: LeagueState, event: LeagueEvent): LeagueState {
  if (event.type === 'LeagueCreated')
    return { ...state, leagueId: event.leagueId, game: event.game, rankingRule: event.rankingRule };
  return { ...state, sessions: [...state.sessions, event.sessionId] };
}

export const leagueDecider: Decider<LeagueCommand, LeagueEvent, LeagueState> = {
  decide: decideLeague,
  evolve: evolveLeague,
  initialState: initialLeagueState,
};
