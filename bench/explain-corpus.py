#!/usr/bin/env python3
"""Measures the explainer on a folder of real console logs (docs/explain.md, "Measured").

    swift build -c release --product vflc
    python3 bench/explain-corpus.py /work/corpus/logs [--out DIR] [--tool .build/release/vflc]

The folder holds `*.log` files and a `MANIFEST.tsv` (file, source, complete|partial, count,
features, broken). Each log is explained by the built command, `vflc explain --format json LOG`
(its exit status must be 1 when it found a report, 0 when not), and this script computes, on
its own:

- reports found (one expected per log);
- reports whose every printed constraint was understood (over complete logs, and over all);
- every minimal conflicting set infeasible and minimal, checked here with exact rational
  arithmetic (fractions) and Fourier-Motzkin elimination, independent of LayoutSolver: the set
  (its constraints and the implicit facts the report names) has no solution, and removing any
  one member leaves a solvable system;
- the broken constraint identified: the constraint the manifest records as broken is the one
  the report names (same constraint address, or the same text).

The linear system is rebuilt here from the JSON's equations (view attributes, coefficients and
constants as printed) with this script's own reading of the attributes (docs/explain.md, "The
linear system"), not from vflc's solver rows.
"""
import json, os, re, subprocess, sys
from fractions import Fraction as F

# ---------------------------------------------------------------------------------------------
# The model: each attribute of an item as a sum of variables (its own implementation).

def expand(key, attr, guides):
    """Variables and coefficients of `attr` of the item `key`."""
    if attr.endswith('Margin') or attr.endswith('WithinMargins'):
        if key in guides:
            plain = {'leftMargin': 'left', 'rightMargin': 'right', 'topMargin': 'top', 'bottomMargin': 'bottom',
                     'leadingMargin': 'leading', 'trailingMargin': 'trailing', 'centerXWithinMargins': 'centerX',
                     'centerYWithinMargins': 'centerY'}[attr]
            return expand(guides[key], plain, guides)
        if attr == 'centerXWithinMargins':
            return {(key, 'leftMargin'): F(1, 2), (key, 'rightMargin'): F(1, 2)}
        if attr == 'centerYWithinMargins':
            return {(key, 'topMargin'): F(1, 2), (key, 'bottomMargin'): F(1, 2)}
        return {(key, attr): F(1)}
    table = {
        'left': {'x': 1}, 'minX': {'x': 1}, 'right': {'x': 1, 'w': 1}, 'maxX': {'x': 1, 'w': 1},
        'centerX': {'x': 1, 'w': F(1, 2)}, 'midX': {'x': 1, 'w': F(1, 2)}, 'width': {'w': 1},
        'leading': {'l': 1}, 'trailing': {'l': 1, 'w': 1},
        'top': {'y': 1}, 'minY': {'y': 1}, 'bottom': {'y': 1, 'h': 1}, 'maxY': {'y': 1, 'h': 1},
        'centerY': {'y': 1, 'h': F(1, 2)}, 'midY': {'y': 1, 'h': F(1, 2)}, 'height': {'h': 1},
        'firstBaseline': {'firstBaseline': 1}, 'lastBaseline': {'lastBaseline': 1},
    }
    return {(key, v): F(c) for v, c in table[attr].items()}

def add(into, terms, k):
    for v, c in terms.items():
        into[v] = into.get(v, F(0)) + c * k

def equation_row(eq, guides):
    row = {}
    for t in eq['terms']:
        add(row, expand(t['item'], t['attribute'], guides), F(t['coefficient']))
    return (row, eq['relation'], F(eq['constant']))

def fact_row(f, guides):
    k, a = f['item'], f['attribute']
    def diff(p, m, rel, c):
        row = {}
        add(row, expand(k, p, guides), 1)
        add(row, expand(k, m, guides), -1)
        return (row, rel, F(c))
    if f['kind'] == 'nonnegative':
        return (expand(k, a, guides), '>=', F(0))
    if f['kind'] == 'left-to-right':
        return {'leading': diff('leading', 'left', '==', 0), 'leadingMargin': diff('leadingMargin', 'leftMargin', '==', 0),
                'trailingMargin': diff('trailingMargin', 'rightMargin', '==', 0)}[a]
    if f['kind'] == 'default-margin':
        return {'topMargin': diff('topMargin', 'top', '==', 8), 'bottomMargin': diff('bottom', 'bottomMargin', '==', 8),
                'leftMargin': diff('leftMargin', 'left', '==', 8), 'rightMargin': diff('right', 'rightMargin', '==', 8),
                'leadingMargin': diff('leadingMargin', 'leading', '==', 8),
                'trailingMargin': diff('trailing', 'trailingMargin', '==', 8)}[a]
    if f['kind'] == 'superview':
        return None  # a substitution the equations already carry
    raise ValueError(f['kind'])

# ---------------------------------------------------------------------------------------------
# Exact feasibility: Gaussian elimination of the equalities, then Fourier-Motzkin.

class TooLarge(Exception):
    pass

def feasible(rows):
    eqs, les = [], []
    for row, rel, c in rows:
        row = {v: x for v, x in row.items() if x != 0}
        if rel == '==':
            eqs.append((row, c))
        elif rel == '<=':
            les.append((row, c))
        else:
            les.append(({v: -x for v, x in row.items()}, -c))
    # Equalities: solve each for one variable and substitute it everywhere.
    while eqs:
        row, c = eqs.pop()
        if not row:
            if c != 0:
                return False
            continue
        v = sorted(row)[0]
        a = row[v]
        # v = (c - sum(others)) / a
        others = {u: x / a for u, x in row.items() if u != v}
        cv = c / a
        def subst(r, k):
            if v not in r:
                return r, k
            b = r[v]
            nr = {u: x for u, x in r.items() if u != v}
            for u, x in others.items():
                nr[u] = nr.get(u, F(0)) - b * x
            return {u: x for u, x in nr.items() if x != 0}, k - b * cv
        eqs = [subst(r, k) for r, k in eqs]
        les = [subst(r, k) for r, k in les]
    # Inequalities sum(row) <= c: eliminate variables one at a time.
    while True:
        for row, c in les:
            if not row and c < 0:
                return False
        les = [(r, c) for r, c in les if r]
        if not les:
            return True
        counts = {}
        for r, _ in les:
            for v in r:
                counts.setdefault(v, [0, 0])[0 if r[v] > 0 else 1] += 1
        v = min(counts, key=lambda u: counts[u][0] * counts[u][1] - counts[u][0] - counts[u][1])
        pos = [(r, c) for r, c in les if r.get(v, 0) > 0]
        neg = [(r, c) for r, c in les if r.get(v, 0) < 0]
        rest = [(r, c) for r, c in les if v not in r]
        for rp, cp in pos:
            for rn, cn in neg:
                a, b = rp[v], -rn[v]
                r = {}
                for u, x in rp.items():
                    r[u] = r.get(u, F(0)) + x * b
                for u, x in rn.items():
                    r[u] = r.get(u, F(0)) + x * a
                r = {u: x for u, x in r.items() if x != 0 and u != v}
                rest.append((r, cp * b + cn * a))
        # Drop duplicates (normalised by the first coefficient's magnitude).
        seen, les = set(), []
        for r, c in rest:
            if r:
                m = abs(r[sorted(r)[0]])
                key = (tuple(sorted((u, x / m) for u, x in r.items())), c / m)
            else:
                key = ((), c)
            if key not in seen:
                seen.add(key)
                les.append((r, c))
        if len(les) > 20000:
            raise TooLarge()

def check_minimal(report):
    """'ok', 'feasible' (the set has a solution), 'not-minimal', or 'too-large'."""
    guides = {g['view']: g['guide'] for g in report['marginsGuides']}
    members = [equation_row(report['constraints'][i]['equation'], guides) for i in report['minimal']]
    facts = [r for r in (fact_row(f, guides) for f in report['facts']) if r is not None]
    whole = members + facts
    try:
        if feasible(whole):
            return 'feasible'
        for k in range(len(whole)):
            if not feasible(whole[:k] + whole[k + 1:]):
                return 'not-minimal'
    except TooLarge:
        return 'too-large'
    return 'ok'

# ---------------------------------------------------------------------------------------------

def constraint_address(text):
    m = re.search(r'Constraint:\s*(0x[0-9a-fA-F]+|[A-Za-z_]\w*(\[\d+\])?)', text or '')
    return m.group(1).lower() if m else None

def clean_broken(b):
    b = b.strip()
    b = re.sub(r'^(//|>)\s*', '', b).strip()
    if b.startswith('**') and b.endswith('**'):
        b = b[2:-2]
    return b

def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        sys.exit(2)
    folder = args[0]
    out = None
    tool = '.build/release/vflc'
    i = 1
    while i < len(args):
        if args[i] == '--out':
            out = args[i + 1]; i += 2
        elif args[i] == '--tool':
            tool = args[i + 1]; i += 2
        else:
            sys.exit('unknown argument ' + args[i])
    rows = [l.split('\t') for l in open(os.path.join(folder, 'MANIFEST.tsv'), encoding='utf-8').read().rstrip('\n').split('\n')[1:]]
    if out:
        os.makedirs(out, exist_ok=True)
    stats = dict(logs=0, complete=0, found=0, reports=0, understood=0, understood_complete=0, reports_complete=0,
                 minimal=0, minimal_ok=0, undetermined=0, undetermined_complete=0, broken_expected=0, broken_found=0,
                 broken_in_list=0, broken_in_minimal=0)
    failures = []
    causes = {}
    kinds = {}
    for r in rows:
        name, status, broken = r[0], r[2], (r[5] if len(r) > 5 else '')
        path = os.path.join(folder, name)
        run = subprocess.run([tool, 'explain', '--format', 'json', path], capture_output=True, text=True)
        if run.returncode not in (0, 1):
            sys.exit('%s explain failed on %s (exit %d): %s' % (tool, name, run.returncode, run.stderr))
        text = run.stdout
        if out:
            open(os.path.join(out, name[:-4] + '.json'), 'w', encoding='utf-8').write(text)
        doc = json.loads(text)
        reports = doc['reports']
        if run.returncode != (1 if reports else 0):
            failures.append((name, 'exit status %d with %d reports' % (run.returncode, len(reports))))
        stats['logs'] += 1
        complete = status == 'complete'
        stats['complete'] += complete
        stats['found'] += 1 if reports else 0
        for rep in reports:
            stats['reports'] += 1
            stats['reports_complete'] += complete
            whole = bool(rep['constraints']) and all(c['understood'] for c in rep['constraints'])
            stats['understood'] += whole
            stats['understood_complete'] += whole and complete
            causes[rep['cause']] = causes.get(rep['cause'], 0) + 1
            if rep['minimal']:
                stats['minimal'] += 1
                for k in sorted(set(f['kind'] for f in rep['facts'])):
                    kinds[k] = kinds.get(k, 0) + 1
                if len(rep['minimal']) < len(rep['constraints']):
                    stats['shorter'] = stats.get('shorter', 0) + 1
                stats['minimal_members'] = stats.get('minimal_members', 0) + len(rep['minimal'])
                stats['listed_members'] = stats.get('listed_members', 0) + len(rep['constraints'])
                verdict = check_minimal(rep)
                if verdict == 'ok':
                    stats['minimal_ok'] += 1
                else:
                    failures.append((name, verdict))
            else:
                stats['undetermined'] += 1
                stats['undetermined_complete'] += complete
        if broken.strip() and reports:
            b = clean_broken(broken)
            want = constraint_address(b)
            if want is not None:
                stats['broken_expected'] += 1
                rep = reports[0]
                got = constraint_address(rep.get('brokenText'))
                if got is not None and got == want:
                    stats['broken_found'] += 1
                    if rep['broken'] is not None:
                        stats['broken_in_list'] += 1
                        stats['broken_in_minimal'] += bool(rep.get('brokenInMinimal'))
                else:
                    failures.append((name, 'broken: expected %s, found %s' % (want, got)))
    s = stats
    pct = lambda a, b: '%.1f %%' % (100.0 * a / b) if b else 'n/a'
    print('logs: %d (%d complete)' % (s['logs'], s['complete']))
    print('reports found: %d in %d logs (%d expected)' % (s['reports'], s['found'], s['logs']))
    print('every constraint understood: %d of %d reports (%s); complete logs: %d of %d (%s)' % (
        s['understood'], s['reports'], pct(s['understood'], s['reports']),
        s['understood_complete'], s['reports_complete'], pct(s['understood_complete'], s['reports_complete'])))
    print('minimal conflicting set: %d reports; infeasible and minimal (exact check): %d of %d' % (s['minimal'], s['minimal_ok'], s['minimal']))
    print('no conflict determined by the printed list: %d reports (%d of complete logs)' % (s['undetermined'], s['undetermined_complete']))
    print('broken constraint identified: %d of %d (in the printed list: %d; in the minimal set: %d)' % (
        s['broken_found'], s['broken_expected'], s['broken_in_list'], s['broken_in_minimal']))
    print('minimal sets shorter than UIKit\'s list: %d of %d (%d constraints in them, of %d listed)' % (
        s.get('shorter', 0), s['minimal'], s.get('minimal_members', 0), s.get('listed_members', 0)))
    print('minimal sets relying on implicit facts: ' + ', '.join('%s %d' % (k, kinds[k]) for k in sorted(kinds)))
    print('causes: ' + ', '.join('%s %d' % (k, causes[k]) for k in sorted(causes)))
    for name, why in failures:
        print('  %s: %s' % (name, why))

if __name__ == '__main__':
    main()
