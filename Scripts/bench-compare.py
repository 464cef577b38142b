#!/usr/bin/env python3
"""Compares two `make bench` outputs (package-benchmark text tables): p50 throughput per benchmark.

Usage: python3 Scripts/bench-compare.py BEFORE.txt AFTER.txt   (each: the output of `make bench`)
"""
def parse(path):
    res={}; name=None; lines=open(path,errors='replace').read().split('\n')
    for i,l in enumerate(lines):
        if l.startswith('╒') and i>0:
            name=lines[i-1].strip()
        m=re.match(r'│ Throughput \(# / s\) \((\w*)\)\s*│(.*)',l)
        if m and name:
            cols=[c.strip() for c in m.group(2).split('│')]
            mult={'K':1e3,'M':1e6,'':1}.get(m.group(1),1)
            try: res[name]=float(cols[2])*mult
            except: pass
    return res
a=parse(sys.argv[1]); b=parse(sys.argv[2])
print(f"| benchmark | before p50 | after p50 | after/before |\n|---|---:|---:|---:|")
for k in a:
    if k in b:
        print(f"| {k} | {a[k]:,.0f}/s | {b[k]:,.0f}/s | {b[k]/a[k]:.2f} |")
for k in b:
    if k not in a: print(f"| {k} | — | {b[k]:,.0f}/s | new |")
