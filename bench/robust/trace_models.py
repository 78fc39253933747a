#!/usr/bin/env python3
"""Traces train steps of `transformers` models (random weights) for 2 ranks
as fx-json, and torch's own schedule of each (schedule_overlap_bucketing,
default and with collective_bucketing=True), on one GPU with a fake process
group (no communication; the graphs are the same as with a real one).

    python3 bench/robust/trace_models.py OUT [--models a,b,...]

Each step: forward, loss, backward, gradient communication, then the step
counters and an in-place fused Adam on this rank's parameters. DDP: every
gradient is all-reduced (sum) as soon as the backward produces it.
FSDP: every parameter is a flat shard; a module's parameters are
all-gathered just before its forward (kept for the backward, as with
reshard_after_forward=False), and each gradient is reduce-scattered as soon
as it is complete. The waits of gradient collectives come just before the
optimizer (as torch's functional collectives leave them when traced);
the all-gather waits come right after their collective.
Writes OUT/<name>.json, OUT/torch/<name>.json, OUT/torch-bucketed/<name>.json
and OUT/trace_models.json (shapes, node counts, torch scheduler seconds).
"""
import argparse
import copy
import inspect
import json
import os
import sys
import time
import traceback

import torch
import torch.distributed as dist
from torch.fx.experimental.proxy_tensor import make_fx

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import graphopt_fx  # noqa: E402

WORLD = 2
BATCH, SEQ, VOCAB = 4, 512, 16000
C = torch.ops._c10d_functional


def model_specs():
    import transformers as tf

    common = dict(vocab_size=VOCAB, max_position_embeddings=1024, tie_word_embeddings=False)
    llama = dict(hidden_size=1024, intermediate_size=2816, num_hidden_layers=8, num_attention_heads=16,
                 num_key_value_heads=8)
    return {
        # name: (parallelism, config, auto class, description)
        "fsdp_llama": ("fsdp", tf.LlamaConfig(**common, **llama), tf.AutoModelForCausalLM, "Llama, 8 layers, d=1024"),
        "fsdp_mistral": ("fsdp", tf.MistralConfig(**common, hidden_size=1024, intermediate_size=3584,
                                                  num_hidden_layers=8, num_attention_heads=16, num_key_value_heads=4,
                                                  sliding_window=None),
                         tf.AutoModelForCausalLM, "Mistral, 8 layers, d=1024"),
        "fsdp_qwen2": ("fsdp", tf.Qwen2Config(**common, hidden_size=896, intermediate_size=4864, num_hidden_layers=8,
                                              num_attention_heads=14, num_key_value_heads=2),
                       tf.AutoModelForCausalLM, "Qwen2, 8 layers, d=896"),
        "fsdp_phi3": ("fsdp", tf.Phi3Config(**common, hidden_size=1024, intermediate_size=2816, num_hidden_layers=8,
                                            num_attention_heads=16, num_key_value_heads=16, pad_token_id=0),
                      tf.AutoModelForCausalLM, "Phi-3, 8 layers, d=1024"),
        "ddp_llama": ("ddp", tf.LlamaConfig(**common, **llama), tf.AutoModelForCausalLM, "Llama, 8 layers, d=1024"),
        "ddp_gpt2": ("ddp", tf.GPT2Config(vocab_size=VOCAB, n_positions=1024, n_embd=1024, n_layer=8, n_head=16,
                                          tie_word_embeddings=False),
                     tf.AutoModelForCausalLM, "GPT-2, 8 layers, d=1024"),
        "ddp_gptneox": ("ddp", tf.GPTNeoXConfig(**common, hidden_size=1024, intermediate_size=4096,
                                                num_hidden_layers=8, num_attention_heads=16),
                        tf.AutoModelForCausalLM, "GPT-NeoX, 8 layers, d=1024"),
        "ddp_bert": ("ddp", tf.BertConfig(vocab_size=VOCAB, hidden_size=1024, intermediate_size=4096,
                                          num_hidden_layers=8, num_attention_heads=16, max_position_embeddings=1024,
                                          tie_word_embeddings=False),
                     tf.AutoModelForMaskedLM, "BERT, 8 layers, d=1024"),
    }


def held_out_2_specs():
    """The second held-out set (bench/robust/plan.json, held_out_2): families no
    session had traced, each at its own shape, batch and sequence length, and
    with its family's own embedding tying (Gemma, OPT and T5 tie theirs)."""
    import transformers as tf

    pos = dict(max_position_embeddings=2048)
    return {
        "fsdp_gemma": ("fsdp", tf.GemmaConfig(vocab_size=VOCAB, **pos, hidden_size=1024, intermediate_size=4096,
                                              num_hidden_layers=10, num_attention_heads=8, num_key_value_heads=1,
                                              head_dim=128),
                       tf.AutoModelForCausalLM, "Gemma, 10 layers, d=1024, tied embeddings", (2, 1024)),
        "fsdp_olmo": ("fsdp", tf.OlmoConfig(vocab_size=VOCAB, **pos, hidden_size=1280, intermediate_size=3456,
                                            num_hidden_layers=6, num_attention_heads=10),
                      tf.AutoModelForCausalLM, "OLMo, 6 layers, d=1280", (4, 512)),
        "fsdp_starcoder2": ("fsdp", tf.Starcoder2Config(vocab_size=VOCAB, **pos, hidden_size=768,
                                                        intermediate_size=3072, num_hidden_layers=12,
                                                        num_attention_heads=12, num_key_value_heads=4,
                                                        tie_word_embeddings=False),
                            tf.AutoModelForCausalLM, "StarCoder2, 12 layers, d=768", (8, 256)),
        "fsdp_falcon": ("fsdp", tf.FalconConfig(vocab_size=VOCAB, hidden_size=1536, num_hidden_layers=6,
                                                num_attention_heads=12, multi_query=True, parallel_attn=True,
                                                alibi=False, tie_word_embeddings=False),
                        tf.AutoModelForCausalLM, "Falcon, 6 layers, d=1536, multi-query", (4, 512)),
        # OPT was the first choice; make_fx could not trace it (a data-dependent
        # guard in its attention mask), so Cohere, which also ties its
        # embeddings, took its place before any schedule was looked at.
        "ddp_cohere": ("ddp", tf.CohereConfig(vocab_size=VOCAB, **pos, hidden_size=1024, intermediate_size=4096,
                                              num_hidden_layers=12, num_attention_heads=16, num_key_value_heads=16),
                       tf.AutoModelForCausalLM, "Cohere, 12 layers, d=1024, tied embeddings", (4, 512)),
        "ddp_gptj": ("ddp", tf.GPTJConfig(vocab_size=VOCAB, n_positions=2048, n_embd=1280, n_layer=8, n_head=16,
                                          rotary_dim=64),
                     tf.AutoModelForCausalLM, "GPT-J, 8 layers, d=1280", (2, 1024)),
        "ddp_t5": ("ddp", tf.T5Config(vocab_size=VOCAB, d_model=768, d_kv=64, d_ff=3072, num_layers=6,
                                      num_decoder_layers=6, num_heads=12, decoder_start_token_id=0, pad_token_id=0),
                   tf.AutoModelForSeq2SeqLM, "T5, 6+6 layers, d=768, tied embeddings", (4, 512)),
        "ddp_stablelm": ("ddp", tf.StableLmConfig(vocab_size=VOCAB, **pos, hidden_size=1536, intermediate_size=4096,
                                                  num_hidden_layers=6, num_attention_heads=12,
                                                  num_key_value_heads=12),
                         tf.AutoModelForCausalLM, "StableLM, 6 layers, d=1536", (8, 256)),
    }


def held_out_3_specs():
    """The third held-out set (bench/robust/plan.json, held_out_3), listed
    before any change that the second set's results prompted, to judge
    such a change on steps it cannot have seen: mostly FSDP, since the
    parameter buckets are what the second set called into question."""
    import transformers as tf

    pos = dict(max_position_embeddings=2048)
    return {
        "fsdp_granite": ("fsdp", tf.GraniteConfig(vocab_size=VOCAB, **pos, hidden_size=1024, intermediate_size=2560,
                                                  num_hidden_layers=10, num_attention_heads=16, num_key_value_heads=4),
                         tf.AutoModelForCausalLM, "Granite, 10 layers, d=1024", (4, 512)),
        "fsdp_gptneo": ("fsdp", tf.GPTNeoConfig(vocab_size=VOCAB, **pos, hidden_size=1024, num_layers=8, num_heads=16,
                                                attention_types=[[["global", "local"], 4]], window_size=256),
                        tf.AutoModelForCausalLM, "GPT-Neo, 8 layers, d=1024, local and global attention", (4, 512)),
        "fsdp_bloom": ("fsdp", tf.BloomConfig(vocab_size=VOCAB, hidden_size=1024, n_layer=8, n_head=16),
                       tf.AutoModelForCausalLM, "BLOOM, 8 layers, d=1024, ALiBi, tied embeddings", (2, 1024)),
        "fsdp_phi": ("fsdp", tf.PhiConfig(vocab_size=VOCAB, **pos, hidden_size=1280, intermediate_size=5120,
                                          num_hidden_layers=6, num_attention_heads=20, partial_rotary_factor=0.5),
                     tf.AutoModelForCausalLM, "Phi-2 shaped, 6 layers, d=1280", (4, 512)),
        "fsdp_codegen": ("fsdp", tf.CodeGenConfig(vocab_size=VOCAB, n_positions=2048, n_ctx=2048, n_embd=1024, n_layer=8,
                                                  n_head=16, rotary_dim=32),
                         tf.AutoModelForCausalLM, "CodeGen, 8 layers, d=1024", (8, 256)),
        "fsdp_nemotron": ("fsdp", tf.NemotronConfig(vocab_size=VOCAB, **pos, hidden_size=768, intermediate_size=3072,
                                                    num_hidden_layers=14, num_attention_heads=12,
                                                    num_key_value_heads=4),
                          tf.AutoModelForCausalLM, "Nemotron, 14 layers, d=768", (8, 256)),
        "ddp_bart": ("ddp", tf.BartConfig(vocab_size=VOCAB, **pos, d_model=768, encoder_layers=6, decoder_layers=6,
                                          encoder_attention_heads=12, decoder_attention_heads=12, encoder_ffn_dim=3072,
                                          decoder_ffn_dim=3072),
                     tf.AutoModelForSeq2SeqLM, "BART, 6+6 layers, d=768, tied embeddings", (4, 512)),
        "ddp_gpt_bigcode": ("ddp", tf.GPTBigCodeConfig(vocab_size=VOCAB, n_positions=2048, n_embd=1280, n_layer=8,
                                                       n_head=16, multi_query=True),
                            tf.AutoModelForCausalLM, "GPTBigCode (StarCoder 1), 8 layers, d=1280, multi-query",
                            (4, 512)),
    }


def cfg(cls, **kw):
    """transformers' config class `cls` built with `kw`, or None where this
    `transformers` lacks it (the spec is then reported, not replaced)."""
    import transformers as tf
    return getattr(tf, cls)(**kw) if hasattr(tf, cls) else None


def held_out_4_specs():
    """The fourth held-out set (bench/robust/plan.json, held_out_4), listed
    before any change of the twenty-seventh session: the first three sets
    have all been looked at under the perturbed models, so a change made
    now is judged on these. Families no session had traced; a family whose
    class this `transformers` lacks is reported, not replaced."""
    import transformers as tf

    pos = dict(max_position_embeddings=2048)
    specs = {
        "fsdp_qwen3": ("fsdp", cfg("Qwen3Config", vocab_size=VOCAB, **pos, hidden_size=1024, intermediate_size=3072,
                                   num_hidden_layers=10, num_attention_heads=16, num_key_value_heads=8, head_dim=64,
                                   tie_word_embeddings=False),
                       tf.AutoModelForCausalLM, "Qwen3, 10 layers, d=1024", (4, 512)),
        "fsdp_olmo2": ("fsdp", cfg("Olmo2Config", vocab_size=VOCAB, **pos, hidden_size=1536, intermediate_size=4096,
                                   num_hidden_layers=6, num_attention_heads=12, num_key_value_heads=12),
                       tf.AutoModelForCausalLM, "OLMo 2, 6 layers, d=1536", (2, 1024)),
        "fsdp_gemma2": ("fsdp", cfg("Gemma2Config", vocab_size=VOCAB, **pos, hidden_size=1152, intermediate_size=4608,
                                    num_hidden_layers=8, num_attention_heads=8, num_key_value_heads=4, head_dim=144,
                                    sliding_window=256),
                        tf.AutoModelForCausalLM, "Gemma 2, 8 layers, d=1152, tied embeddings", (4, 512)),
        "fsdp_persimmon": ("fsdp", cfg("PersimmonConfig", vocab_size=VOCAB, **pos, hidden_size=1024,
                                       intermediate_size=4096, num_hidden_layers=8, num_attention_heads=16,
                                       tie_word_embeddings=False),
                           tf.AutoModelForCausalLM, "Persimmon, 8 layers, d=1024", (8, 256)),
        "fsdp_glm": ("fsdp", cfg("GlmConfig", vocab_size=VOCAB, **pos, hidden_size=896, intermediate_size=3584,
                                 num_hidden_layers=12, num_attention_heads=14, num_key_value_heads=2, head_dim=64,
                                 pad_token_id=0, tie_word_embeddings=False),
                     tf.AutoModelForCausalLM, "GLM, 12 layers, d=896", (4, 512)),
        "fsdp_mpt": ("fsdp", cfg("MptConfig", vocab_size=VOCAB, max_seq_len=2048, d_model=1280, n_heads=16, n_layers=6,
                                 expansion_ratio=4),
                     tf.AutoModelForCausalLM, "MPT, 6 layers, d=1280, ALiBi, tied embeddings", (4, 512)),
        "ddp_xglm": ("ddp", cfg("XGLMConfig", vocab_size=VOCAB, **pos, d_model=1024, ffn_dim=4096, num_layers=8,
                                attention_heads=16),
                     tf.AutoModelForCausalLM, "XGLM, 8 layers, d=1024, tied embeddings", (4, 512)),
        "ddp_roberta": ("ddp", cfg("RobertaConfig", vocab_size=VOCAB, hidden_size=1024, intermediate_size=4096,
                                   num_hidden_layers=10, num_attention_heads=16, max_position_embeddings=1024),
                        tf.AutoModelForMaskedLM, "RoBERTa, 10 layers, d=1024, tied embeddings", (8, 256)),
    }
    return specs


def held_out_5_specs():
    """The fifth held-out set (bench/robust/plan.json, held_out_5), listed in
    the thirty-first session before anyone looked at why fsdp_bloom (set 3)
    trails torch's bucketed schedule over sockets: from then on sets 2-4
    count as seen, and a change that look prompts is judged on these.
    Families no session had traced; a family whose class this
    `transformers` lacks, or that cannot be traced, is reported, not
    replaced."""
    import transformers as tf

    pos = dict(max_position_embeddings=2048)
    return {
        "fsdp_gemma3": ("fsdp", cfg("Gemma3TextConfig", vocab_size=VOCAB, **pos, hidden_size=1152,
                                    intermediate_size=4608, num_hidden_layers=10, num_attention_heads=8,
                                    num_key_value_heads=4, head_dim=144, sliding_window=256),
                        tf.AutoModelForCausalLM, "Gemma 3 (text), 10 layers, d=1152, tied embeddings", (4, 512)),
        "fsdp_glm4": ("fsdp", cfg("Glm4Config", vocab_size=VOCAB, **pos, hidden_size=1024, intermediate_size=3072,
                                  num_hidden_layers=10, num_attention_heads=16, num_key_value_heads=4, head_dim=64,
                                  pad_token_id=0, tie_word_embeddings=False),
                      tf.AutoModelForCausalLM, "GLM-4, 10 layers, d=1024", (4, 512)),
        "fsdp_cohere2": ("fsdp", cfg("Cohere2Config", vocab_size=VOCAB, **pos, hidden_size=1024,
                                     intermediate_size=4096, num_hidden_layers=8, num_attention_heads=16,
                                     num_key_value_heads=4, sliding_window=256),
                         tf.AutoModelForCausalLM, "Cohere 2, 8 layers, d=1024, tied embeddings", (2, 1024)),
        "fsdp_biogpt": ("fsdp", cfg("BioGptConfig", vocab_size=VOCAB, max_position_embeddings=1024, hidden_size=1024,
                                    intermediate_size=4096, num_hidden_layers=10, num_attention_heads=16),
                        tf.AutoModelForCausalLM, "BioGPT, 10 layers, d=1024, tied embeddings", (8, 256)),
        "fsdp_smollm3": ("fsdp", cfg("SmolLM3Config", vocab_size=VOCAB, **pos, hidden_size=1280,
                                     intermediate_size=3584, num_hidden_layers=8, num_attention_heads=16,
                                     num_key_value_heads=4, tie_word_embeddings=False, pad_token_id=0),
                         tf.AutoModelForCausalLM, "SmolLM3, 8 layers, d=1280", (4, 512)),
        "ddp_electra": ("ddp", cfg("ElectraConfig", vocab_size=VOCAB, embedding_size=768, hidden_size=1024,
                                   intermediate_size=4096, num_hidden_layers=10, num_attention_heads=16,
                                   max_position_embeddings=1024),
                        tf.AutoModelForMaskedLM, "ELECTRA generator, 10 layers, d=1024, embeddings 768", (8, 256)),
        "ddp_deberta_v2": ("ddp", cfg("DebertaV2Config", vocab_size=VOCAB, hidden_size=768, intermediate_size=3072,
                                      num_hidden_layers=8, num_attention_heads=12, max_position_embeddings=1024,
                                      relative_attention=True, position_buckets=256),
                           tf.AutoModelForMaskedLM, "DeBERTa-v2, 8 layers, d=768, relative attention", (8, 256)),
        "ddp_pegasus": ("ddp", cfg("PegasusConfig", vocab_size=VOCAB, **pos, d_model=768, encoder_layers=6,
                                   decoder_layers=6, encoder_attention_heads=12, decoder_attention_heads=12,
                                   encoder_ffn_dim=3072, decoder_ffn_dim=3072, decoder_start_token_id=0,
                                   pad_token_id=0),
                        tf.AutoModelForSeq2SeqLM, "Pegasus, 6+6 layers, d=768, tied embeddings", (4, 512)),
    }


def held_out_6_specs():
    """The sixth held-out set (bench/robust/plan.json, held_out_6), listed in
    the thirty-fourth session before anything was traced and before the
    arrival cut of the parameter buckets (comm_fusion's arrival) was
    judged: that change was shaped on fsdp_llama and the shared FSDP
    graphs, with every earlier set read many times, so it is judged on
    these. Families no session had traced, at their own shapes; one whose
    class this `transformers` lacks, or that cannot be traced, is reported,
    not replaced."""
    import transformers as tf

    pos = dict(max_position_embeddings=2048)
    return {
        "fsdp_helium": ("fsdp", cfg("HeliumConfig", vocab_size=VOCAB, **pos, hidden_size=1024,
                                    intermediate_size=2816, num_hidden_layers=10, num_attention_heads=16,
                                    num_key_value_heads=8, head_dim=64, pad_token_id=0),
                        tf.AutoModelForCausalLM, "Helium, 10 layers, d=1024", (4, 512)),
        "fsdp_exaone4": ("fsdp", cfg("Exaone4Config", vocab_size=VOCAB, **pos, hidden_size=1024,
                                     intermediate_size=3584, num_hidden_layers=8, num_attention_heads=16,
                                     num_key_value_heads=4, pad_token_id=0, tie_word_embeddings=False),
                         tf.AutoModelForCausalLM, "EXAONE 4, 8 layers, d=1024", (2, 1024)),
        "fsdp_arcee": ("fsdp", cfg("ArceeConfig", vocab_size=VOCAB, **pos, hidden_size=1152,
                                   intermediate_size=4608, num_hidden_layers=8, num_attention_heads=16,
                                   num_key_value_heads=4, pad_token_id=0),
                       tf.AutoModelForCausalLM, "Arcee (ReLU-squared MLP, no gate), 8 layers, d=1152", (4, 512)),
        "fsdp_ernie4_5": ("fsdp", cfg("Ernie4_5Config", vocab_size=VOCAB, **pos, hidden_size=1024,
                                      intermediate_size=3072, num_hidden_layers=12, num_attention_heads=16,
                                      num_key_value_heads=4, head_dim=64, pad_token_id=0),
                          tf.AutoModelForCausalLM, "ERNIE 4.5 (dense), 12 layers, d=1024", (8, 256)),
        "fsdp_seed_oss": ("fsdp", cfg("SeedOssConfig", vocab_size=VOCAB, **pos, hidden_size=896,
                                      intermediate_size=3584, num_hidden_layers=10, num_attention_heads=14,
                                      num_key_value_heads=2, head_dim=64, pad_token_id=0),
                          tf.AutoModelForCausalLM, "Seed-OSS, 10 layers, d=896", (4, 512)),
        "ddp_albert": ("ddp", cfg("AlbertConfig", vocab_size=VOCAB, embedding_size=256, hidden_size=1024,
                                  intermediate_size=4096, num_hidden_layers=12, num_attention_heads=16,
                                  max_position_embeddings=1024),
                       tf.AutoModelForMaskedLM, "ALBERT, 12 layers sharing one set of weights, d=1024", (8, 256)),
        "ddp_megatron_bert": ("ddp", cfg("MegatronBertConfig", vocab_size=VOCAB, hidden_size=1024,
                                         intermediate_size=4096, num_hidden_layers=8, num_attention_heads=16,
                                         max_position_embeddings=1024),
                              tf.AutoModelForMaskedLM, "Megatron-BERT, 8 layers, d=1024", (8, 256)),
        "ddp_roformer": ("ddp", cfg("RoFormerConfig", vocab_size=VOCAB, embedding_size=768, hidden_size=768,
                                    intermediate_size=3072, num_hidden_layers=10, num_attention_heads=12,
                                    max_position_embeddings=1024),
                         tf.AutoModelForMaskedLM, "RoFormer (rotary), 10 layers, d=768", (8, 256)),
    }


def held_out_7_specs():
    """The seventh held-out set (bench/robust/plan.json, held_out_7), listed in
    the forty-fourth session before anything was traced and before the
    change it judges (the arrival cut's slowest link, prompted by the
    ramp of fsdp_llama's first parameter buckets at link x0.05): every
    earlier set's tables had been read, so they count as seen. Families no
    session had traced, at their own shapes, two of them deeper and
    narrower than any before (16 and 20 layers); one whose class this
    `transformers` lacks, or that cannot be traced, is reported, not
    replaced."""
    import transformers as tf

    def lm(cls, desc, shape, **kw):  # FSDP, a causal LM
        return ("fsdp", cfg(cls, vocab_size=VOCAB, max_position_embeddings=2048, pad_token_id=0, **kw),
                tf.AutoModelForCausalLM, desc, shape)

    def mlm(cls, desc, shape, **kw):  # DDP, a masked LM
        return ("ddp", cfg(cls, vocab_size=VOCAB, max_position_embeddings=1024, **kw), tf.AutoModelForMaskedLM, desc,
                shape)

    return {
        "fsdp_olmo3": lm("Olmo3Config", "OLMo 3, 10 layers, d=1024", (4, 512), hidden_size=1024,
                         intermediate_size=2816, num_hidden_layers=10, num_attention_heads=16, num_key_value_heads=8),
        "fsdp_apertus": lm("ApertusConfig", "Apertus (xIELU MLP), 16 layers, d=768", (4, 512), hidden_size=768,
                           intermediate_size=3072, num_hidden_layers=16, num_attention_heads=12, num_key_value_heads=4),
        "fsdp_hunyuan_dense": lm("HunYuanDenseV1Config", "Hunyuan dense V1, 8 layers, d=1024", (2, 1024),
                                 hidden_size=1024, intermediate_size=3072, num_hidden_layers=8, num_attention_heads=16,
                                 num_key_value_heads=4, head_dim=64),
        "fsdp_ministral": lm("MinistralConfig", "Ministral (sliding window), 20 layers, d=640", (8, 256),
                             hidden_size=640, intermediate_size=1792, num_hidden_layers=20, num_attention_heads=10,
                             num_key_value_heads=2, head_dim=64),
        "fsdp_diffllama": lm("DiffLlamaConfig", "DiffLlama (differential attention), 8 layers, d=1024", (4, 512),
                             hidden_size=1024, intermediate_size=2816, num_hidden_layers=8, num_attention_heads=16,
                             num_key_value_heads=8),
        "ddp_modernbert": mlm("ModernBertConfig", "ModernBERT, 16 layers, d=768", (8, 256), hidden_size=768,
                              intermediate_size=1152, num_hidden_layers=16, num_attention_heads=12, pad_token_id=0),
        "ddp_mpnet": mlm("MPNetConfig", "MPNet, 8 layers, d=1024", (8, 256), hidden_size=1024, intermediate_size=4096,
                         num_hidden_layers=8, num_attention_heads=16),
        "ddp_convbert": mlm("ConvBertConfig", "ConvBERT (span-based dynamic convolution), 12 layers, d=768",
                            (8, 256), hidden_size=768, intermediate_size=3072, num_hidden_layers=12,
                            num_attention_heads=12),
    }


def all_specs():
    return {**model_specs(), **held_out_2_specs(), **held_out_3_specs(), **held_out_4_specs(), **held_out_5_specs(),
            **held_out_6_specs(), **held_out_7_specs()}


def group_name():
    return dist.group.WORLD.group_name


class AllReduceGrad(torch.autograd.Function):
    """Identity forward; the backward all-reduces the gradient (waited later)."""

    @staticmethod
    def forward(ctx, p):
        return p.view_as(p)

    @staticmethod
    def backward(ctx, g):
        return C.all_reduce(g.contiguous(), "sum", group_name())


class Gather(torch.autograd.Function):
    """A flat shard in, the full parameter out; the backward reduce-scatters."""

    @staticmethod
    def forward(ctx, shard, shape, numel):
        full = C.wait_tensor(C.all_gather_into_tensor(shard.contiguous(), WORLD, group_name()))
        ctx.pad = full.numel() - numel
        return full[:numel].view(shape)

    @staticmethod
    def backward(ctx, g):
        flat = g.reshape(-1)
        if ctx.pad:
            flat = torch.cat([flat, flat.new_zeros(ctx.pad)])
        return C.reduce_scatter_tensor(flat, "sum", WORLD, group_name()), None, None


def make_step(model, mode, names, shapes):
    """The train step over flat lists of tensors, as make_fx wants it."""
    canon = {}  # id of a parameter -> its name (tied parameters gathered once)
    for n, p in model.named_parameters():
        canon.setdefault(id(p), n)
    mods = [(m, list(m._parameters.items())) for _, m in model.named_modules() if m._parameters]

    def step(params, exp_avg, exp_avg_sq, steps, buffers, input_ids, labels):
        by_name = dict(zip(names, params))
        state = dict(zip([n for n, _ in model.named_buffers()], buffers))
        handles = []
        if mode == "ddp":
            state.update({n: AllReduceGrad.apply(p) for n, p in by_name.items()})
        else:
            gathered = {}

            def hook(m, args, plist):
                for local, p in plist:
                    if p is None:
                        continue
                    n = canon[id(p)]
                    if n not in gathered:
                        gathered[n] = Gather.apply(by_name[n], shapes[n], shapes[n].numel())
                    m._parameters[local] = gathered[n]

            for m, plist in mods:
                handles.append(m.register_forward_pre_hook(lambda m, a, plist=plist: hook(m, a, plist)))
        try:
            out = torch.func.functional_call(model, state, (), {"input_ids": input_ids, "labels": labels},
                                             strict=False)
        finally:
            for h in handles:
                h.remove()
            for m, plist in mods:
                for local, p in plist:
                    m._parameters[local] = p
        loss = out.loss
        # A parameter the loss does not use (BERT's pooler) gets a zero
        # gradient and no communication.
        grads = torch.autograd.grad(loss, params, allow_unused=True)
        grads = [C.wait_tensor(g) if g is not None else torch.zeros_like(p) for g, p in zip(grads, params)]
        with torch.no_grad():
            torch._foreach_add_(steps, 1)
            torch._fused_adam_(params, grads, exp_avg, exp_avg_sq, [], steps, lr=1e-4, beta1=0.9, beta2=0.999,
                               weight_decay=0.01, eps=1e-8, amsgrad=False, maximize=False)
        return loss.detach()

    return step


def trace(name, spec, dev):
    mode, cfg, auto, desc = spec[:4]
    if cfg is None:
        raise RuntimeError(f"{name}: this transformers has no such configuration class")
    batch, seq = spec[4] if len(spec) > 4 else (BATCH, SEQ)
    torch.manual_seed(0)
    model = auto.from_config(cfg, attn_implementation="eager").to(dev)
    model.train()
    for m in model.modules():  # no dropout: the same step on every run
        if isinstance(m, torch.nn.Dropout):
            m.p = 0.0
    names = [n for n, _ in model.named_parameters()]
    shapes = {n: p.shape for n, p in model.named_parameters()}
    if mode == "ddp":
        params = [p.detach().clone().requires_grad_(True) for p in model.parameters()]
    else:
        params = []
        for p in model.parameters():
            per = -(-p.numel() // WORLD)
            params.append(p.detach().reshape(-1)[:per].clone().requires_grad_(True)
                          if p.numel() >= per else torch.zeros(per, device=dev, requires_grad=True))
    exp_avg = [torch.zeros_like(p, requires_grad=False) for p in params]
    exp_avg_sq = [torch.zeros_like(p, requires_grad=False) for p in params]
    steps = [torch.zeros((), device=dev) for _ in params]
    buffers = [b.clone() for _, b in model.named_buffers()]
    input_ids = torch.randint(0, VOCAB, (batch, seq), device=dev)
    labels = torch.randint(0, VOCAB, (batch, seq), device=dev)
    step = make_step(model, mode, names, shapes)
    gm = make_fx(step, tracing_mode="fake")(params, exp_avg, exp_avg_sq, steps, buffers, input_ids, labels)
    n_params = sum(p.numel() for p in model.parameters())
    what = ("DDP train step (fwd, bwd, per-grad all_reduce, fused Adam)" if mode == "ddp" else
            "FSDP train step (weights all-gathered before each module, grads reduce-scattered, fused Adam on shards)")
    return gm, f"{desc}, {n_params / 1e6:.0f}M parameters, batch {batch}x{seq}: {what} (2 ranks)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--models", default="")
    args = ap.parse_args()
    from torch.testing._internal.distributed.fake_pg import FakeStore

    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=WORLD)
    from torch._inductor.fx_passes.overlap_scheduling import schedule_overlap_bucketing

    print("schedule_overlap_bucketing", inspect.signature(schedule_overlap_bucketing), flush=True)
    dev = torch.device("cuda")
    specs = all_specs()
    wanted = [m for m in args.models.split(",") if m] or list(specs)
    for sub in ("", "torch", "torch-bucketed"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    report = {}
    for name in wanted:
        rec = report.setdefault(name, {})
        try:
            t = time.perf_counter()
            gm, desc = trace(name, specs[name], dev)
            rec["trace_s"] = time.perf_counter() - t
            rec["nodes"] = len(gm.graph.nodes)
            rec["get_attr"] = sum(n.op == "get_attr" for n in gm.graph.nodes)
            graphopt_fx.export(gm, os.path.join(args.out, name + ".json"), description=desc)
            for sub, bucket in (("torch", False), ("torch-bucketed", True)):
                g2 = copy.deepcopy(gm)
                t = time.perf_counter()
                g2 = schedule_overlap_bucketing(g2, collective_bucketing=bucket) or g2
                rec[sub + "_s"] = time.perf_counter() - t
                g2.recompile()
                rec[sub + "_nodes"] = len(g2.graph.nodes)
                graphopt_fx.export(g2, os.path.join(args.out, sub, name + ".json"),
                                   description=desc + f"; torch {torch.__version__} schedule_overlap_bucketing"
                                   + (" (collective_bucketing=True)" if bucket else ""))
            print(name, json.dumps(rec), flush=True)
        except Exception:
            rec["error"] = traceback.format_exc()
            print(name, "FAILED\n" + rec["error"], flush=True)
    with open(os.path.join(args.out, "trace_models.json"), "w") as f:
        json.dump(report, f, indent=1)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
