import { describe, expect, test } from '@rstest/core';
import { sameCommand, workflowCommands, workflowProblems } from '../../tools/doctest/workflow.mjs';

const workflow = `name: test
on: push
jobs:
  test:
    strategy:
      matrix:
        shard: [1, 2]
    steps:
      - run: npm ci
      - run: |
          npx rstest run --shard \${{ matrix.shard }}/2 --reporter=blob
          echo done
`;

const SHARD = '$' + '{{ matrix.shard }}';

const sample = (content: string, commands: string[]) => ({
  page: 'en/guide/advanced/ci.mdx',
  files: [{ path: '.github/workflows/test.yml', content, line: 10 }],
  commands: commands.map((command) => ({ command })),
});

describe('workflow files on a page', () => {
  test('every run line is read, multi-line scripts split', () => {
    expect(workflowCommands({ jobs: { a: { steps: [{ run: 'a\nb' }], script: ['c'] } } })).toEqual(['a', 'b', 'c']);
  });

  test('an Rstest command held in a matrix counts too', () => {
    expect(workflowCommands({ strategy: { matrix: { command: ['npx rstest run --shard 1/2', 'echo'] } } })).toEqual([
      'npx rstest run --shard 1/2',
    ]);
  });

  test('CI expressions match any value of a command the page ran', () => {
    expect(sameCommand(`npx rstest run --shard ${SHARD}/2`, 'npx rstest run --shard 1/2')).toBe(true);
    expect(sameCommand('npx rstest run --shard $CI_NODE_INDEX/$CI_NODE_TOTAL', 'npx rstest run --shard 1/2')).toBe(
      true,
    );
    expect(sameCommand('npx rstest run --shard 1/2', 'npx rstest run --shard 1/2 --bail')).toBe(false);
  });

  test('a workflow whose Rstest commands the page runs passes', () => {
    expect(workflowProblems(sample(workflow, ['npx rstest run --shard 1/2 --reporter=blob']))).toEqual([]);
  });

  test('a command the page never ran is named', () => {
    expect(workflowProblems(sample(workflow, ['npx rstest run']))[0].message).toBe(
      `.github/workflows/test.yml runs \`npx rstest run --shard ${SHARD}/2 --reporter=blob\`, which no \`bash run\` block of the page runs`,
    );
  });

  test('invalid YAML is named', () => {
    expect(workflowProblems(sample('jobs: [a', []))[0].message).toMatch(/is not valid YAML/);
  });
});
