import { describe, expect, it } from '@rstest/core';
import {
  outDirOf,
  PERFORMANCE_LAYER_VARIABLE,
  performanceLayer,
  performanceLayerOn,
} from '../../plugins/performance-layer';

describe('the performance layer switch', () => {
  it('is on unless the build says off', () => {
    expect(performanceLayerOn({})).toBe(true);
    expect(performanceLayerOn({ [PERFORMANCE_LAYER_VARIABLE]: '' })).toBe(true);
    expect(performanceLayerOn({ [PERFORMANCE_LAYER_VARIABLE]: 'on' })).toBe(true);
    expect(performanceLayerOn({ [PERFORMANCE_LAYER_VARIABLE]: 'off' })).toBe(false);
  });

  it('names the variable and the values it takes when given another', () => {
    expect(() => performanceLayerOn({ [PERFORMANCE_LAYER_VARIABLE]: 'false' })).toThrow(
      'PERFORMANCE_LAYER must be "on" or "off", not "false"',
    );
  });

  it('brings Preact, progressive hydration and the script loader together, or none of them', () => {
    const on = performanceLayer(true);
    expect(on.browserRuntime.map((plugin) => plugin.name)).toEqual(['rstest-docs:preact-in-browser']);
    expect(on.hydration.map((plugin) => plugin.name)).toEqual([
      'rstest-docs:progressive-hydration',
      'rstest-docs:scripts-after-paint',
    ]);
    expect(on.define).toEqual({ __PROGRESSIVE_HYDRATION__: 'true' });

    const off = performanceLayer(false);
    expect([...off.browserRuntime, ...off.hydration]).toEqual([]);
    expect(off.define).toEqual({ __PROGRESSIVE_HYDRATION__: 'false' });
  });

  it('puts the React build beside the default one', () => {
    expect(outDirOf(true)).toBe('doc_build');
    expect(outDirOf(false)).toBe('doc_build-react');
  });
});
