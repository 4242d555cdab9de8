#!/usr/bin/env python3
"""Write an Edax 4.6 evaluation file (data/eval.dat) in which every weight is zero.

Format, as read by eval_open() in Edax's src/eval.c (little-endian, native x86-64):
  uint32 edax_header = 0x45444158 ("EDAX", const.h)
  uint32 eval_header = 0x4556414c ("EVAL", const.h)
  uint32 version, uint32 release, uint32 build   (only printed by Edax)
  double date                                     (ignored)
  then, for each of EVAL_N_PLY = 61 plies, n_w = 114364 packed int16 weights
  (sum of EVAL_PACKED_SIZE = 10206+29889+2*29646+4*3321+1134+378+135+45+1).
Edax unpacks these by symmetry into its per-ply tables; all zero in -> all zero out.

Usage: edax_zero_eval.py [OUTPUT]   (default: edax-src/data/eval.dat in the current directory)
"""
import os
import struct
import sys

EDAX, EVAL = 0x45444158, 0x4556414C
N_PLY = 61
PACKED_SIZES = [10206, 29889, 29646, 29646, 3321, 3321, 3321, 3321, 1134, 378, 135, 45, 1]
N_W = sum(PACKED_SIZES)
assert N_W == 114364

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join("edax-src", "data", "eval.dat")
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "wb") as f:
        # header: EDAX, EVAL, version 0.0.0 (marks it as synthetic), date 0.0
        f.write(struct.pack("<IIIIId", EDAX, EVAL, 0, 0, 0, 0.0))
        f.write(bytes(2 * N_W * N_PLY))
    size = os.path.getsize(out)
    assert size == 5 * 4 + 8 + 2 * N_W * N_PLY, size
    print(f"wrote {out}: {size} bytes ({N_PLY} plies x {N_W} int16 weights, all zero)")

if __name__ == "__main__":
    main()
