# Sourced by the one-GPU scripts. fresh_out BASE prints BASE, or BASE-2,
# BASE-3, ...: the first name for which neither the folder nor its archive
# (NAME.tgz) exists, so that a second run with the same settings in one
# device call does not replace the first's archive.
fresh_out() {
  local out=$1 k=1
  while [ -e "$out" ] || [ -e "$out.tgz" ]; do k=$((k + 1)); out=$1-$k; done
  echo "$out"
}
