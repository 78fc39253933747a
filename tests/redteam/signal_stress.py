#!/usr/bin/env python3
"""Random signals at random times into runs with every kind of output, one
job or two (--jobs runs inputs on threads: a signal handled on one thread
while another writes). Each trial checks what the red-team suite checks for
one signal: no temporary file left, inputs unchanged, each output either
the reference's bytes or what was there before, an input's graph and trace
both new or both old, --stats whole lines that the reference begins with.
Not part of CI (minutes, and a matter of chance); run it after touching
signals or output files:

    tests/redteam/signal_stress.py --graphopt build-rel/graphopt --seed 3 --trials 200 --max-delay 0.2 [--jobs 2]

Found in the twenty-third session (with --jobs 2): stray temporary files,
a half --stats line, a graph renamed without its trace.
"""
import argparse
import os, sys, subprocess, random, time, signal, shutil, json, tempfile
G = None
GR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "testdata", "graphs") + "/"
WORK = None
INPUTS=[("a.json","ddp_gpt_medium_w2.json"),("b.json","seed_sink_waits.json"),("c.json","fsdp_llama_8b.json"),("d.json","tp_gpt_medium_w2.json")]
PASSES="sink_waits,raise_comms,dce"
OLD=b'{"old": true}\n'
def setup(d):
    shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    for n,src in INPUTS: shutil.copy(GR+src, os.path.join(d,n))
    for sub in ("out","tr","dd"): os.mkdir(os.path.join(d,sub))
def args(j):
    return [G,"-j",str(j),"--passes="+PASSES]+[n for n,_ in INPUTS]+["-o","out","--trace","tr","--stats","s.jsonl","--overlap-log","o.log","--dump-dir","dd"]
def snapshot(d):
    r={}
    for root,dirs,files in os.walk(d):
        for f in files:
            p=os.path.join(root,f); r[os.path.relpath(p,d)]=open(p,'rb').read()
    return r
REF = outs = None


def reference():
    global REF, outs
    ref_dir = os.path.join(WORK, "ref")
    setup(ref_dir)
    subprocess.run(args(1), cwd=ref_dir, check=True)
    REF = snapshot(ref_dir)
    outs = [k for k in REF if k.startswith(("out/", "tr/", "dd/"))]
def trial(i, sig, delay, j, old):
    d = os.path.join(WORK, "w")
    setup(d)
    if old:
        for k in outs+["s.jsonl","o.log"]:
            open(os.path.join(d,k),"wb").write(OLD)
    before=snapshot(d)
    p=subprocess.Popen(args(j),cwd=d,stdout=subprocess.DEVNULL,stderr=subprocess.PIPE)
    time.sleep(delay)
    p.send_signal(sig)
    try: _,err=p.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill(); return ["HANG"]
    rc=p.returncode
    after=snapshot(d)
    probs=[]
    if rc not in (0,-sig): probs.append(f"rc {rc}")  # died of the signal, as any tool does
    for k in after:
        if ".graphopt" in k or k not in REF and k not in before: probs.append(f"stray {k}")
    for n,_ in INPUTS:
        if after[n]!=before[n]: probs.append(f"input {n} changed")
    for k in outs:
        v=after.get(k)
        if v is None:
            if k in before: probs.append(f"{k} removed")
            continue
        if v!=REF[k] and v!=before.get(k): probs.append(f"{k} half/other ({len(v)} bytes)")
    # graph+trace pairing
    for n,_ in INPUTS:
        st=n[:-5]
        g=after.get("out/"+n); t=after.get(f"tr/{st}.trace.json")
        gn=g==REF["out/"+n]; tn=t==REF[f"tr/{st}.trace.json"]
        if gn!=tn: probs.append(f"{n}: graph new={gn} trace new={tn}")
    # stats
    s=after.get("s.jsonl")
    if s is not None and s!=OLD:
        if s and not s.endswith(b"\n"): probs.append("stats partial line")
        for line in s.splitlines():
            try: rec=json.loads(line)
            except Exception: probs.append("stats bad line"); break
            if rec.get("stage")=="output" and after.get("out/"+rec["input"])!=REF["out/"+rec["input"]]:
                probs.append(f"stats output record for {rec['input']} whose graph is not new")
        if not REF["s.jsonl"].startswith(s): probs.append("stats not a prefix of the reference")
    elif s==OLD and any(after.get(k)==REF[k] and before.get(k)!=REF[k] for k in outs if k.startswith("out/")):
        probs.append("old stats beside new graphs")
    o=after.get("o.log")
    if o is not None and o!=OLD and not REF["o.log"].startswith(o): probs.append("log not a prefix of reference")
    return probs, rc, err.decode(errors="replace")[-300:]
if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--graphopt", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trials", type=int, default=100)
    ap.add_argument("--max-delay", type=float, default=0.2)
    ap.add_argument("--jobs", type=int, help="1 or 2 (default: either, at random)")
    a = ap.parse_args()
    G = os.path.abspath(a.graphopt)
    WORK = tempfile.mkdtemp(prefix="graphopt-signal-stress-")
    reference()
    rnd = random.Random(a.seed)
    sigs = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE, signal.SIGUSR1, signal.SIGALRM,
            signal.SIGQUIT, signal.SIGXCPU]
    bad = 0
    for i in range(a.trials):
        sig = rnd.choice(sigs); delay = rnd.uniform(0, a.max_delay); j = a.jobs or rnd.choice([1, 2]); old = rnd.random() < 0.7
        r = trial(i, sig, delay, j, old)
        if r[0]:
            bad += 1
            print(i, sig.name, f"{delay:.4f}", "j", j, "old", old, r, flush=True)
            shutil.copytree(os.path.join(WORK, "w"), os.path.join(WORK, f"fail{i}"), dirs_exist_ok=True)
    print("done", a.trials, "bad", bad, "(failed trials kept under " + WORK + ")" if bad else "")
    if not bad:
        shutil.rmtree(WORK, ignore_errors=True)
    sys.exit(1 if bad else 0)
