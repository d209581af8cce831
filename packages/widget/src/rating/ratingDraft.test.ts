import { describe, expect, it } from 'vitest';
import { EVALUATE_COMMENT_MAX, STAR_DEFAULT, type EvaluateConfig, type StarLevel } from '@parley/protocol';
import { evaluateConfigSchema } from '@parley/protocol';
import {
  checkDraft,
  choicesFor,
  chooseSolved,
  chooseStar,
  chooseTags,
  evaluateFields,
  initialDraft,
  labelTextKey,
  setComment,
} from './ratingDraft';

const level = (star: number, over: Partial<StarLevel> = {}): StarLevel => ({
  star,
  levelGuideMsg: `level ${star}`,
  evaluateMsgRequired: 0,
  levelTagRequired: 0,
  levelTag: 'Slow,Rude',
  levelTagNone: 0,
  ...over,
});

const config = (over: Partial<EvaluateConfig> = {}): EvaluateConfig => ({
  evaluateModel: 1,
  evaluateGuideMsg: 'How was it?',
  evaluateAdminSolve: 1,
  starList: [
    level(1, { evaluateMsgRequired: 1 }),
    level(2, { levelTagRequired: 1 }),
    level(3),
    level(4),
    level(5, { levelTag: 'Quick,Kind' }),
  ],
  select: [
    { name: 'Yes', value: 1 },
    { name: 'No', value: 0 },
  ],
  robotTag: 'Unrelated, Did not understand',
  robotTagNone: 0,
  ...over,
});

describe('rating', () => {
  it('W-RT2 W-RT3 solved by default; the agent starts at five stars, none without stars (model 2)', () => {
    expect(initialDraft('agent', config())).toEqual({ solved: 1, star: STAR_DEFAULT, tags: [], comment: '' });
    expect(initialDraft('agent', config({ evaluateModel: 2 })).star).toBeUndefined();
    expect(initialDraft('robot', config()).star).toBeUndefined();
  });

  it('W-RT4 choosing a star resets labels and comment; the same star changes nothing', () => {
    const d = { solved: 1, star: 5, tags: ['Quick'], comment: 'hi' };
    expect(chooseStar(d, 2)).toEqual({ solved: 1, star: 2, tags: [], comment: '' });
    expect(chooseStar(d, 5)).toBe(d);
  });

  it('W-RT5 changing solved resets labels and keeps the comment', () => {
    const d = { solved: 1, star: 5, tags: ['Quick'], comment: 'hi' };
    expect(chooseSolved(d, 0)).toEqual({ solved: 0, star: 5, tags: [], comment: 'hi' });
    expect(chooseTags(d, ['Kind', 'Kind'])).toMatchObject({ tags: ['Kind'] });
  });

  it('W-RT6 the comment stops at 64 characters', () => {
    const d = setComment(initialDraft('agent', config()), 'x'.repeat(EVALUATE_COMMENT_MAX + 1));
    expect(d.comment).toHaveLength(EVALUATE_COMMENT_MAX);
    // Code points: an emoji at the limit is kept whole or dropped, never halved.
    expect(Array.from(setComment(d, '😀'.repeat(70)).comment)).toHaveLength(EVALUATE_COMMENT_MAX);
  });

  it('W-RT1 the robot offers labels and a comment only when unsolved', () => {
    const solved = initialDraft('robot', config());
    expect(choicesFor('robot', config(), solved)).toMatchObject({ labels: [], showComment: false });
    expect(choicesFor('robot', config(), chooseSolved(solved, 0))).toMatchObject({
      labels: ['Unrelated', 'Did not understand'],
      showComment: true,
    });
  });

  it('W-RT1 the agent is offered the chosen level labels and guide', () => {
    const d = initialDraft('agent', config());
    expect(choicesFor('agent', config(), d)).toMatchObject({ labels: ['Quick', 'Kind'], levelGuide: 'level 5', commentRequired: false });
    expect(choicesFor('agent', config(), chooseStar(d, 2))).toMatchObject({ labels: ['Slow', 'Rude'], tagsRequired: true });
  });

  it("W-RT7 a level's required comment: 'please enter the evaluation content'", () => {
    const d = chooseStar(initialDraft('agent', config()), 1);
    expect(checkDraft('agent', config(), d)).toBe('rating.needContent');
    expect(checkDraft('agent', config(), setComment(d, '   '))).toBe('rating.needContent');
    expect(checkDraft('agent', config(), setComment(d, 'slow'))).toBeNull();
  });

  it("W-RT7 a level's required labels: 'please select a label'", () => {
    const d = chooseStar(initialDraft('agent', config()), 2);
    expect(checkDraft('agent', config(), d)).toBe('rating.needLabel');
    expect(checkDraft('agent', config(), chooseTags(d, ['Slow']))).toBeNull();
  });

  it('W-RT13 a level or the robot that offers no labels shows none, and a required label is then not asked for', () => {
    const none = config({ starList: [level(1), level(2, { levelTagRequired: 1, levelTagNone: 1 })], robotTagNone: 1 });
    const d = chooseStar(initialDraft('agent', none), 2);
    expect(choicesFor('agent', none, d)).toMatchObject({ labels: [], tagsRequired: false });
    expect(checkDraft('agent', none, d)).toBeNull();
    expect(choicesFor('robot', none, chooseSolved(initialDraft('robot', none), 0)).labels).toEqual([]);
  });

  it('W-RT7 the robot and a starless channel need nothing', () => {
    expect(checkDraft('robot', config(), initialDraft('robot', config()))).toBeNull();
    expect(checkDraft('agent', config({ evaluateModel: 2 }), initialDraft('agent', config({ evaluateModel: 2 })))).toBeNull();
  });

  it('W-RT8 the evaluate fields: mode 1, comma-separated labels, no star without stars, robot extras only when unsolved', () => {
    const agent = chooseTags(setComment(chooseStar(initialDraft('agent', config()), 2), ' meh '), ['Slow', 'Rude']);
    expect(evaluateFields('agent', config(), agent)).toEqual({
      evaluateAdminMode: 1,
      evaluateAdminSolve: 1,
      evaluateAdminStar: 2,
      evaluateAdminTag: 'Slow,Rude',
      evaluateAdminContent: 'meh',
    });
    const starless = config({ evaluateModel: 2, evaluateAdminSolve: 0 });
    expect(evaluateFields('agent', starless, initialDraft('agent', starless))).toEqual({ evaluateAdminMode: 1 });
    const robot = initialDraft('robot', config());
    expect(evaluateFields('robot', config(), robot)).toEqual({ evaluateRobotMode: 1, evaluateRobotSolve: 1 });
    const unsolved = setComment(chooseTags(chooseSolved(robot, 0), ['Unrelated']), 'off topic');
    expect(evaluateFields('robot', config(), unsolved)).toEqual({
      evaluateRobotMode: 1,
      evaluateRobotSolve: 0,
      evaluateRobotTag: 'Unrelated',
      evaluateRobotContent: 'off topic',
    });
  });
  it('W-RT12 blank labels are the built-in ones, shown by key and sent by name; a channel’s own labels are shown as written', () => {
    const blank = evaluateConfigSchema.parse({});
    const agent = choicesFor('agent', blank, chooseStar(initialDraft('agent', blank), 4));
    expect(agent).toMatchObject({ labels: ['Quick reply', 'Friendly', 'Solved my problem'], builtinLabels: true, levelGuide: '' });
    expect(agent.labels.map((l) => labelTextKey(agent, l))).toEqual([
      'rating.label.quickReply',
      'rating.label.friendly',
      'rating.label.solvedMyProblem',
    ]);
    const robot = choicesFor('robot', blank, chooseSolved(initialDraft('robot', blank), 0));
    expect(labelTextKey(robot, 'Answer unrelated')).toBe('rating.label.answerUnrelated');
    // The chosen built-in label goes out by its name, which the server checks against the same list.
    const d = chooseTags(chooseStar(initialDraft('agent', blank), 4), ['Friendly']);
    expect(checkDraft('agent', blank, d)).toBeNull();
    expect(evaluateFields('agent', blank, d)).toMatchObject({ evaluateAdminTag: 'Friendly' });
    // A channel's own label that happens to read like a built-in one is its own words.
    const own = choicesFor('agent', config({ starList: [level(5, { levelTag: 'Friendly' })] }), initialDraft('agent', config()));
    expect(own).toMatchObject({ labels: ['Friendly'], builtinLabels: false });
    expect(labelTextKey(own, 'Friendly')).toBeNull();
  });
});
